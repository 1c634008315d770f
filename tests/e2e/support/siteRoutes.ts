/** What every route of SPEC.md section 2 must show, shared by the route, screenshot and axe specs. */
import { company } from '../../../client/content/company';

export interface SiteRoute {
  path: string;
  /** a file-name-safe label for screenshots and test titles */
  name: string;
  status: 200 | 404;
  h1: string | RegExp;
  /** headings (any level) that must be present, by exact accessible name unless a RegExp */
  headings: (string | RegExp)[];
  /** a fragment the page's own <title> must contain */
  title: RegExp;
  /** Key Features checklist length on a service detail page */
  keyFeatures?: number;
  /** paths of links that must be present on the page */
  links?: { name: string | RegExp; href: string }[];
}

const serviceRowTitles = [
  'Software Development Consulting',
  'Cloud-Based Solutions',
  'ERP Implementation Consulting',
  'Project Management Services',
];

const whyChooseCards = [
  'Industry-Leading Expertise',
  'Hands-On Innovation',
  'End-to-End IT Support',
  'Scalable & Cost-Effective Solutions',
];

const serviceDetails = [
  { id: 'software-development', title: /Software Development/, keyFeatures: 8 },
  { id: 'cloud-consulting', title: /Cloud/, keyFeatures: 8 },
  { id: 'erp-implementation', title: /ERP/, keyFeatures: 6 },
  { id: 'project-management', title: /Project Management/, keyFeatures: 6 },
] as const;

export const serviceIds = serviceDetails.map((service) => service.id);

/** The spec writes straight apostrophes; a typographic one is the same text to a reader. */
export function apostrophe(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll("'", "['’]")}$`);
}

const backToServices = { name: 'Back to Services', href: '/services' };

export const siteRoutes: SiteRoute[] = [
  {
    path: '/',
    name: 'home',
    status: 200,
    // The spec's hero shows the company name and the tagline; either may be the page's h1.
    h1: new RegExp(`Adapting Technology to Fit Your Business|${company.name}`),
    headings: [
      'Our Core Services',
      /^Why Choose/,
      'What Our Clients Say',
      'Get Started',
      ...serviceRowTitles,
      ...whyChooseCards,
    ],
    title: new RegExp(company.name),
    links: [{ name: apostrophe("Let's Build Something Great Together"), href: '/contact' }],
  },
  {
    path: '/about',
    name: 'about',
    status: 200,
    h1: 'Adapting Technology to Fit Your Business',
    headings: ['In-House Projects', apostrophe("Become a Consultant - Join a Creator's Page")],
    title: /About/,
    links: [{ name: 'Contact Us', href: '/contact' }],
  },
  {
    path: '/services',
    name: 'services',
    status: 200,
    h1: /Services/,
    headings: [],
    title: /Services/,
    links: serviceIds.map((id) => ({ name: /./, href: `/services/${id}` })),
  },
  ...serviceDetails.map((service): SiteRoute => ({
    path: `/services/${service.id}`,
    name: `service-${service.id}`,
    status: 200,
    h1: service.title,
    headings: ['Key Features'],
    title: service.title,
    keyFeatures: service.keyFeatures,
    links: [backToServices, { name: 'Get Started', href: '/contact' }],
  })),
  {
    path: '/contact',
    name: 'contact',
    status: 200,
    h1: /Contact|Touch|Talk/i,
    headings: [],
    title: /Contact/,
  },
  {
    path: '/privacy',
    name: 'privacy',
    status: 200,
    h1: /Privacy/,
    headings: [],
    title: /Privacy/,
  },
  {
    path: '/this-page-does-not-exist',
    name: 'not-found',
    status: 404,
    h1: /not found/i,
    headings: [],
    title: /not found/i,
  },
  {
    path: '/services/unknown-id',
    name: 'service-not-found',
    status: 404,
    h1: 'Service not found',
    headings: [],
    title: /not found/i,
    links: [backToServices],
  },
];
