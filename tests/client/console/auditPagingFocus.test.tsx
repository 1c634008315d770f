import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import AuditView from '../../../client/console/audit/AuditView';
import { fakeApi } from './fakeApi';

afterEach(() => vi.unstubAllGlobals());

it('keeps the keyboard in the audit log when its next page is opened', async () => {
  const location = memoryLocation({ path: '/audit', record: true });
  fakeApi({
    'GET /audit': () => ({
      body: {
        entries: [
          {
            id: '7',
            at: '2026-11-20T10:00:00Z',
            actor: 'owner@example.com',
            action: 'release',
            leadId: null,
            detail: '',
            result: 'ok',
          },
        ],
        next: '7',
      },
    }),
  });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AuditView />
    </Router>,
  );
  const older = await screen.findByRole('link', { name: 'Older entries' });
  older.focus();
  await userEvent.setup().keyboard('{Enter}');
  await screen.findByRole('link', { name: 'Back to the newest' });
  expect(location.history.at(-1)).toBe('/audit?before=7');
  // On the page's body, the next Tab would start again from "Skip to content" at the top.
  expect(document.activeElement).not.toBe(document.body);
});
