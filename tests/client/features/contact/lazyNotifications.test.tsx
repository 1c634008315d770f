import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { notices, renderContactForm, stubFetch } from './contactFormHarness';

const notificationsRegion = () => screen.queryByRole('region', { name: /^Notifications/ });

// sonner is fetched on first use; its live region must be in the page before the first notice,
// or screen readers stay silent about that notice.
it('mounts the notifications region on first interaction, before any notice', async () => {
  stubFetch(() => Promise.reject(new Error('must not be called')));
  const { fields, submitButton, user } = renderContactForm();
  expect(notificationsRegion()).not.toBeInTheDocument();

  fireEvent.focus(fields.name);

  const region = await screen.findByRole('region', { name: /^Notifications/ });
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(within(region).queryAllByRole('listitem')).toHaveLength(0);

  await user.click(submitButton());
  expect(await within(region).findByText(notices.termsRequired)).toBeInTheDocument();
});
