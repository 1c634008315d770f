import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import {
  notify,
  removeNotices,
  warmUpNotices,
} from '../../../../client/components/notices/notices';

const notificationsRegions = () => screen.queryAllByRole('region', { name: /^Notifications/ });

// A test that ends while sonner is still on its way (a field focused, nothing sent) must not leave
// its Toaster to the next test's page: that one would show each of its notices twice.
it('a Toaster still loading when its page is taken away does not come back in the next page', async () => {
  warmUpNotices();
  removeNotices();

  await notify('success', 'Shown once');

  await waitFor(() => expect(screen.getByText('Shown once')).toBeInTheDocument());
  expect(notificationsRegions()).toHaveLength(1);
  expect(screen.getAllByText('Shown once')).toHaveLength(1);
});
