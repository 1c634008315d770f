import type { ServiceId } from './services';

/**
 * Service names on their own, so the home page can name and link the services without pulling the
 * full catalogue (icons, features, long descriptions) into its first load.
 */
export const serviceTitles: Record<ServiceId, string> = {
  'software-development': 'Software Development Consulting',
  'cloud-consulting': 'Cloud-Based Solutions',
  'erp-implementation': 'ERP Implementation Consulting',
  'project-management': 'Project Management Services',
};

export function servicePath(id: ServiceId): string {
  return `/services/${id}`;
}
