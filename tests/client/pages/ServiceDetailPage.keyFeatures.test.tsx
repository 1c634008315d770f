import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import ServiceDetailPage from '../../../client/pages/ServiceDetailPage';
import { renderPage } from './renderPage';

it.each([
  ['software-development', 'Software Development Consulting', 8],
  ['cloud-consulting', 'Cloud-Based Solutions', 8],
  ['erp-implementation', 'ERP Implementation Consulting', 6],
  ['project-management', 'Project Management Services', 6],
])('%s shows "%s" with %i key features, a way back and a way forward', (id, title, count) => {
  renderPage(ServiceDetailPage, `/services/${id}`, '/services/:serviceId');
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  const heading = screen.getByRole('heading', { name: 'Key Features' });
  const checklist = within(heading.parentElement as HTMLElement).getByRole('list');
  expect(within(checklist).getAllByRole('listitem')).toHaveLength(count);
  expect(screen.getByRole('link', { name: 'Back to Services' })).toHaveAttribute(
    'href',
    '/services',
  );
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
});
