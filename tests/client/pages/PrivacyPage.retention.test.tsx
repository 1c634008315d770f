import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { SiteSettingsContext } from '../../../client/lib/siteSettings';
import PrivacyPage from '../../../client/pages/PrivacyPage';

it('states the retentions the server was configured with', () => {
  render(
    <SiteSettingsContext value={{ retentionDays: 90, insightRetentionDays: 45 }}>
      <PrivacyPage />
    </SiteSettingsContext>,
  );
  expect(screen.getByText(/no longer than 90 days after our last contact with you/)).toBeVisible();
  expect(screen.queryByText(/24 months/)).toBeNull();
  expect(screen.getByText(/These records are kept for 45 days; after that/)).toBeVisible();
});

it('promises 24 months by default, as RETENTION_DAYS defaults to', () => {
  render(<PrivacyPage />);
  expect(
    screen.getByText(/no longer than 24 months after our last contact with you/),
  ).toBeVisible();
  expect(screen.getByText(/These records are kept for 90 days; after that/)).toBeVisible();
});
