import { expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { jsonResponse, renderContactForm } from './contactFormHarness';

// The screen holds a message posted less than SPAM_MIN_SECONDS (3 s) after its token was issued.
it('posts a token the page fetched in the background (a /contact reached by a link) only once it is 5 s old', async () => {
  let tokenArrivedAt: number | undefined;
  const posts: { body: Record<string, unknown>; at: number }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/form-token')) {
      tokenArrivedAt ??= Date.now();
      return Promise.resolve(jsonResponse({ token: `${Date.now().toString(36)}.n.s` }, 200));
    }
    posts.push({ body: JSON.parse(String(init?.body)) as Record<string, unknown>, at: Date.now() });
    return Promise.resolve(jsonResponse({ ok: true, id: 'm1' }, 202));
  });
  const { user, submitButton, fillValidMessage } = renderContactForm();
  await waitFor(() => expect(tokenArrivedAt).toBeDefined());

  await fillValidMessage();
  await user.click(submitButton());

  // The token's 5 s of age, then setup.ts's usual limit for the post.
  await waitFor(() => expect(posts).toHaveLength(1), { timeout: 20_000 });
  expect(posts[0]?.body.formToken).toMatch(/\.n\.s$/);
  expect((posts[0]?.at ?? 0) - (tokenArrivedAt ?? Infinity)).toBeGreaterThanOrEqual(5_000);
});
