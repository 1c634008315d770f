import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, it } from 'vitest';
import AboutPage from '../../../client/pages/AboutPage';
import ContactPage from '../../../client/pages/ContactPage';
import HomePage from '../../../client/pages/HomePage';
import NotFoundPage from '../../../client/pages/NotFoundPage';
import PrivacyPage from '../../../client/pages/PrivacyPage';
import ServiceDetailPage from '../../../client/pages/ServiceDetailPage';
import ServicesPage from '../../../client/pages/ServicesPage';
import { renderPage } from './renderPage';

const pages: [string, string, ComponentType, string][] = [
  ['/', '/', HomePage, 'Adapting Technology to Fit Your Business'],
  ['/about', '/about', AboutPage, 'Adapting Technology to Fit Your Business'],
  ['/services', '/services', ServicesPage, 'Our Services'],
  [
    '/services/erp-implementation',
    '/services/:serviceId',
    ServiceDetailPage,
    'ERP Implementation Consulting',
  ],
  ['/contact', '/contact', ContactPage, 'Contact Us'],
  ['/privacy', '/privacy', PrivacyPage, 'Privacy Policy'],
  ['/missing', '/missing', NotFoundPage, 'Page not found'],
];

it.each(pages)('%s has exactly one h1', (path, pattern, Page, title) => {
  renderPage(Page, path, pattern);
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  expect(headings[0]).toHaveTextContent(title);
});
