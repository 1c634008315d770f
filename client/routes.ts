import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PageRoute {
  /** wouter pattern */
  path: string;
  /** source file, relative to client/, so the prerender can preload the page's chunk */
  module: string;
  Page: LazyExoticComponent<ComponentType>;
}

export const pageRoutes: PageRoute[] = [
  { path: '/', module: 'pages/HomePage.tsx', Page: lazy(() => import('./pages/HomePage')) },
  { path: '/about', module: 'pages/AboutPage.tsx', Page: lazy(() => import('./pages/AboutPage')) },
  {
    path: '/services',
    module: 'pages/ServicesPage.tsx',
    Page: lazy(() => import('./pages/ServicesPage')),
  },
  {
    path: '/services/:serviceId',
    module: 'pages/ServiceDetailPage.tsx',
    Page: lazy(() => import('./pages/ServiceDetailPage')),
  },
  {
    path: '/contact',
    module: 'pages/ContactPage.tsx',
    Page: lazy(() => import('./pages/ContactPage')),
  },
  {
    path: '/privacy',
    module: 'pages/PrivacyPage.tsx',
    Page: lazy(() => import('./pages/PrivacyPage')),
  },
];

export const notFoundRoute = {
  module: 'pages/NotFoundPage.tsx',
  Page: lazy(() => import('./pages/NotFoundPage')),
};
