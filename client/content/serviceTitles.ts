export type ServiceId =
  'software-development' | 'cloud-consulting' | 'erp-implementation' | 'project-management';

/** The one source of the service names, shared by the catalogue and the home page's rows. */
export const serviceTitles: Record<ServiceId, string> = {
  'software-development': 'Software Development Consulting',
  'cloud-consulting': 'Cloud-Based Solutions',
  'erp-implementation': 'ERP Implementation Consulting',
  'project-management': 'Project Management Services',
};

export function servicePath(id: ServiceId): string {
  return `/services/${id}`;
}
