import type { ComponentType, SVGProps } from 'react';

export type ServiceId =
  'software-development' | 'cloud-consulting' | 'erp-implementation' | 'project-management';

export interface Service {
  id: ServiceId;
  title: string;
  /** one or two sentences for cards and the detail page's lead */
  description: string;
  /** imported image URL */
  image: string;
  features: string[];
  longDescription: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

// TEMPORARY until the content helper fills this module.
export const services: Service[] = [];

export function findService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}
