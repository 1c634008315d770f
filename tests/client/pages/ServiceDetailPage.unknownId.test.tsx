import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import ServiceDetailPage from '../../../client/pages/ServiceDetailPage';
import { renderPage } from './renderPage';

it('answers an unknown service id with "Service not found" and a link back to the services', () => {
  renderPage(ServiceDetailPage, '/services/quantum-blockchain', '/services/:serviceId');
  expect(screen.getByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Services' })).toHaveAttribute(
    'href',
    '/services',
  );
  expect(screen.queryByRole('heading', { name: 'Key Features' })).not.toBeInTheDocument();
});
