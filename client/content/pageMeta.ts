import { company } from './company';
import { notFoundPaths } from './notFoundPaths';
import { sitePaths } from './sitePaths';
import { findService } from './services';

export interface PageMeta {
  title: string;
  description: string;
  /** 404 pages are served with that status and kept out of search indexes. */
  status: 200 | 404;
}

const staticPages: Record<string, Omit<PageMeta, 'status'>> = {
  '/': {
    title: `${company.name} | IT Consulting & Staffing in Scottsdale, AZ`,
    description:
      'Software development, cloud, ERP and project management consulting for businesses of all sizes. Adapting technology to fit your business.',
  },
  '/about': {
    title: `About Us | ${company.name}`,
    description: `Over six years of adapting technology to fit our clients' businesses: who we are, what we build in-house and how we work.`,
  },
  '/services': {
    title: `Services | ${company.name}`,
    description:
      'Software development consulting, cloud-based solutions, ERP implementation and project management services from one accountable partner.',
  },
  '/contact': {
    title: `Contact Us | ${company.name}`,
    description: `Tell us about your project. ${company.name} replies within one business day to plan a free discovery call.`,
  },
  '/privacy': {
    title: `Privacy Policy | ${company.name}`,
    description: `How ${company.name} collects, uses and protects the information you send through our contact form, including text-message consent.`,
  },
};

const notFound: PageMeta = {
  title: `Page not found | ${company.name}`,
  description: 'The page you are looking for does not exist or has moved.',
  status: 404,
};

export function pageMeta(path: string): PageMeta {
  const known = staticPages[path];
  if (known) return { ...known, status: 200 };
  const serviceId = /^\/services\/([^/]+)$/.exec(path)?.[1];
  if (serviceId !== undefined) {
    const service = findService(serviceId);
    if (service) {
      return {
        title: `${service.title} | ${company.name}`,
        description: service.description,
        status: 200,
      };
    }
    return { ...notFound, title: `Service not found | ${company.name}` };
  }
  return notFound;
}

/** Every path the build writes as static HTML. */
export const prerenderPaths: string[] = [...sitePaths, notFoundPaths.any, notFoundPaths.service];
