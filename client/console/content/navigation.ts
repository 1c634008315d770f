import type { Role } from '../api/types';

interface NavItem {
  label: string;
  /** wouter path under the /console base */
  href: string;
  /** shown only to these roles; everyone when absent */
  roles?: Role[];
}

export const navigationCopy = {
  label: 'Console',
  home: 'Leads console',
  signedInAs: (email: string, role: Role) => `${email} (${role})`,
  items: [
    { label: 'Leads', href: '/' },
    { label: 'Held for review', href: '/held' },
    { label: 'Deliveries', href: '/deliveries' },
    { label: 'Site numbers', href: '/insight' },
    { label: 'Account', href: '/account' },
    { label: 'Users', href: '/users', roles: ['owner'] },
    { label: 'Audit log', href: '/audit', roles: ['owner'] },
  ] satisfies NavItem[] as NavItem[],
} as const;
