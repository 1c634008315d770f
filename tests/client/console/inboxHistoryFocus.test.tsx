import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { InboxView } from '../../../client/console/leads/InboxView';
import { fakeApi, leadRow as lead } from './fakeApi';

// The browser's own location and history, so Back is the browser's: a popstate the view follows.
beforeEach(() => {
  window.history.replaceState(null, '', '/');
  fakeApi({ 'GET /leads': () => ({ body: { leads: [lead], next: null } }) });
  render(
    <Router>
      <InboxView />
    </Router>,
  );
});

afterEach(() => vi.unstubAllGlobals());

/** Applies `state` from the form, does `beforeBack` (where the focus goes), then goes Back. */
async function applyThenBack(state: string, beforeBack: (user: UserEvent) => Promise<void> | void) {
  await screen.findByText('Ada Lovelace');
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), state);
  await user.click(screen.getByRole('button', { name: 'Show leads' }));
  await waitFor(() => expect(window.location.search).toBe(`?state=${state}`));
  await screen.findByText('Ada Lovelace');
  await beforeBack(user);
  window.history.back();
  await waitFor(() => expect(window.location.search).toBe(''));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue(''));
}

describe('the inbox’s filters through Back and Forward', () => {
  it('keeps the focus on the control that had it as Back fills the form in again', async () => {
    await applyThenBack('held', () => screen.getByRole('searchbox', { name: 'Search' }).focus());
    // On the page's body, the next Tab would start again from the top of the console.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('moves the focus to the nearest control before it when Back takes its control away', async () => {
    // "Clear filters" is only there while a filter is set.
    await applyThenBack('failed', () =>
      screen.getByRole('button', { name: 'Clear filters' }).focus(),
    );
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show leads' })).toHaveFocus();
  });

  // Someone clicked the page's empty space away from the form: the form filled in again must not
  // take the focus back (on a phone, the keyboard would open over the leads they were reading).
  it('leaves the focus where it is on Back once it was moved out of the filter form', async () => {
    await applyThenBack('held', async (user) => {
      await user.click(screen.getByRole('searchbox', { name: 'Search' }));
      await user.click(document.body);
      expect(document.body).toHaveFocus();
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });
});
