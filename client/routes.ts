import type { ComponentType } from 'react';
import AboutPage from './pages/AboutPage';
import ContactPage from './pages/ContactPage';
import HomePage from './pages/HomePage';
import NotFoundPage from './pages/NotFoundPage';
import PrivacyPage from './pages/PrivacyPage';
import ServiceDetailPage from './pages/ServiceDetailPage';
import ServicesPage from './pages/ServicesPage';

export interface PageRoute {
  /** wouter pattern */
  path: string;
  Page: ComponentType;
}

/** Rendered by the prerender only: in the browser, pages are static HTML around their islands. */
export const pageRoutes: PageRoute[] = [
  { path: '/', Page: HomePage },
  { path: '/about', Page: AboutPage },
  { path: '/services', Page: ServicesPage },
  { path: '/services/:serviceId', Page: ServiceDetailPage },
  { path: '/contact', Page: ContactPage },
  { path: '/privacy', Page: PrivacyPage },
];

export const NotFound = NotFoundPage;
