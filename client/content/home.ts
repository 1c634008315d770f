import ArrowTrendingUpIcon from '@heroicons/react/24/outline/ArrowTrendingUpIcon';
import LifebuoyIcon from '@heroicons/react/24/outline/LifebuoyIcon';
import LightBulbIcon from '@heroicons/react/24/outline/LightBulbIcon';
import TrophyIcon from '@heroicons/react/24/outline/TrophyIcon';
import cloudImage from '../assets/illustrations/cloud-consulting.svg';
import erpImage from '../assets/illustrations/erp-implementation.svg';
import projectImage from '../assets/illustrations/project-management.svg';
import softwareImage from '../assets/illustrations/software-development.svg';
import growthImage from '../assets/illustrations/why-choose-growth.svg';
import teamImage from '../assets/illustrations/why-choose-team.svg';
import { company } from './company';
import { experience, experienceYears } from './experience';
import { servicePath, serviceTitles, type ServiceId } from './serviceTitles';
import type { CardContent, IconCardContent, ImageContent } from './types';

/** A service as the home page presents it: a short pitch with bullet items and artwork. */
export interface HomeServiceRow {
  title: string;
  description: string;
  items: string[];
  image: string;
  imageAlt: string;
  href: string;
}

/** The section the hero's Get Started button jumps to. */
export const getStartedSectionId = 'get-started';

export const heroCopy = {
  eyebrow: company.name,
  title: 'Adapting Technology to Fit Your Business',
  subtitle: 'Innovative IT Solutions for Business Growth',
  summary:
    'Software development, cloud, ERP and project management consulting, plus the IT talent to deliver it, for businesses from startups to large enterprises.',
  getStarted: 'Get Started',
  exploreServices: { label: 'Explore Our Services', href: '/services' },
  highlights: [
    { value: `${experienceYears}+ years`, label: 'delivering IT solutions' },
    { value: 'Businesses of every size', label: 'from startups to large enterprises' },
    { value: 'Scottsdale, Arizona', label: 'serving clients across the United States' },
  ],
};

function row(id: ServiceId, content: Omit<HomeServiceRow, 'title' | 'href'>): HomeServiceRow {
  return { title: serviceTitles[id], href: servicePath(id), ...content };
}

export const coreServicesCopy = {
  title: 'Our Core Services',
  intro:
    'Four practices, one team. Whether you need a single specialist or a full delivery team, we adapt to the way your business already works.',
  learnMore: 'Learn more',
  /** completes "Learn more" for screen readers, which hear links out of context */
  learnMoreContext: (title: string) => ` about ${title}`,
};

export const homeServiceRows: HomeServiceRow[] = [
  row('software-development', {
    description:
      'From a first prototype to a business-critical platform, our engineers design and build software around the way your team already works, then hand it over clean, tested and documented.',
    items: [
      'Custom web, mobile and enterprise applications',
      'Architecture reviews and legacy modernization',
      'API development and system integration',
      'Automated testing and continuous delivery',
    ],
    image: softwareImage,
    imageAlt: 'A code editor surrounded by a gear and a code symbol',
  }),
  row('cloud-consulting', {
    description:
      'Move to the cloud with a plan, not a leap of faith. We migrate, modernize and manage workloads so they run securely, scale on demand and cost what they should.',
    items: [
      'Cloud readiness assessment and migration',
      'AWS, Azure and Google Cloud architecture',
      'Infrastructure as code and automation',
      'Cost optimization and proactive monitoring',
    ],
    image: cloudImage,
    imageAlt: 'A cloud connected to a laptop, a server and a phone',
  }),
  row('erp-implementation', {
    description:
      'Connect finance, inventory, sales and operations in one system of record. We guide platform selection, configuration, data migration and go-live, so adoption sticks.',
    items: [
      'Platform selection and fit-gap analysis',
      'Configuration around your processes',
      'Clean, validated data migration',
      'Hands-on training and go-live support',
    ],
    image: erpImage,
    imageAlt: 'Finance, inventory, people and document modules linked to one central hub',
  }),
  row('project-management', {
    description:
      'Experienced project managers keep scope, budget and timelines under control, surface risks early and keep every stakeholder informed along the way.',
    items: [
      'Agile, Scrum and hybrid delivery',
      'Risk, issue and change management',
      'Clear status reporting for stakeholders',
      'Vendor and resource coordination',
    ],
    image: projectImage,
    imageAlt: 'A project timeline with milestones, presented by a project manager',
  }),
];

export const whyChooseCopy = {
  title: `Why Choose ${company.name}`,
  intro:
    'Technology should serve your business, not the other way around. Here is what clients count on when they work with us.',
  images: [
    { src: teamImage, alt: 'A consulting team reviewing a growth chart together' },
    { src: growthImage, alt: 'A rising bar chart beside stacked layers that grow with demand' },
  ] satisfies ImageContent[],
};

export const whyChooseCards: IconCardContent[] = [
  {
    title: 'Industry-Leading Expertise',
    description: `Senior consultants across software engineering, cloud platforms, ERP and delivery management, with ${experience} of client work behind every recommendation.`,
    icon: TrophyIcon,
  },
  {
    title: 'Hands-On Innovation',
    description:
      'We build and run our own products, from AI analytics to cloud-native SaaS, so the practices we recommend are ones we use every day.',
    icon: LightBulbIcon,
  },
  {
    title: 'End-to-End IT Support',
    description:
      'One accountable partner from discovery and strategy through implementation, training and ongoing optimization, with no hand-offs between vendors.',
    icon: LifebuoyIcon,
  },
  {
    title: 'Scalable & Cost-Effective Solutions',
    description:
      'Engagements sized to your needs, from one specialist to a full team, and architectures that grow with you without runaway costs.',
    icon: ArrowTrendingUpIcon,
  },
];

export const testimonialsCopy = {
  title: 'What Our Clients Say',
  intro: 'Results our clients have measured, in their own words.',
};

export const getStartedCopy = {
  title: 'Get Started',
  intro: 'A simple, transparent process from the first conversation to a long-term partnership.',
  cta: {
    title: 'Your free discovery call is one message away.',
    text: "Tell us where you want your business to go, and we'll show you how technology can get it there.",
    action: { label: "Let's Build Something Great Together", href: '/contact' },
  },
};

export const steps: CardContent[] = [
  {
    title: 'Consultation',
    description:
      'Start with a free discovery call. We listen to your goals, challenges and constraints, and tell you honestly how we can help.',
  },
  {
    title: 'Strategy & Planning',
    description:
      'We turn what we learn into a custom technology roadmap with clear priorities, timelines and costs you can plan around.',
  },
  {
    title: 'Implementation',
    description:
      'Our team builds, configures and connects the solution, with seamless integration into your existing systems and support at every milestone.',
  },
  {
    title: 'Ongoing Support & Optimization',
    description:
      'After launch we monitor, maintain and refine your systems so they keep performing as your business grows.',
  },
];
