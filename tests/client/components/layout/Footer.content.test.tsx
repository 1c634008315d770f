import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { company } from '../../../../client/content/company';
import { renderShell, stubBrowserApis } from './renderShell';

beforeEach(() => stubBrowserApis());

it('shows blurb, Quick Links in spec order, e-mail, Scottsdale address and copyright', () => {
  renderShell('/');
  const footer = screen.getByRole('contentinfo');

  expect(within(footer).getByText(company.blurb)).toBeInTheDocument();
  const quickLinks = within(footer).getByRole('navigation', { name: 'Quick Links' });
  expect(
    within(quickLinks)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Home', '/'],
    ['Services', '/services'],
    ['About', '/about'],
    ['Contact', '/contact'],
  ]);
  expect(within(footer).getByRole('link', { name: company.email })).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  );
  expect(footer.querySelector('address')).toHaveTextContent(/Scottsdale, Arizona/);
  expect(footer).toHaveTextContent(
    `© ${new Date().getFullYear()} ${company.legalName}. All rights reserved.`,
  );
});
