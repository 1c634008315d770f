/** Site navigation and the shell's fixed wording (skip link, menu, footer). */
export interface NavItem {
  label: string;
  href: string;
}

const home: NavItem = { label: 'Home', href: '/' };
const about: NavItem = { label: 'About', href: '/about' };
const services: NavItem = { label: 'Services', href: '/services' };
const contact: NavItem = { label: 'Contact', href: '/contact' };

export const mainNav: NavItem[] = [home, about, services, contact];

/** The spec orders the footer's Quick Links differently from the header. */
export const quickLinks: NavItem[] = [home, services, about, contact];

export const privacyLink: NavItem = { label: 'Privacy Policy', href: '/privacy' };

export const shellCopy = {
  skipLink: 'Skip to main content',
  mainNavLabel: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  quickLinksHeading: 'Quick Links',
  contactHeading: 'Contact',
  drawerContactPrompt: 'Have a project in mind?',
  rightsReserved: 'All rights reserved.',
  /** A link followed with no connection, to a page not fetched ahead: the visitor stays put. */
  offline:
    "You're offline, so that page can't open yet. Try the link again once you're back online.",
} as const;
