import { expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { jsonResponse, renderContactForm, stubFormToken } from './contactFormHarness';

it('with no token yet (its fetch failed), Send fetches one and posts it once it is 5 s old', async () => {
  const tokenAnswers = [
    () => Promise.reject(new TypeError('Failed to fetch')),
    () => Promise.resolve(jsonResponse({ token: stubFormToken }, 200)),
  ];
  const posts: { body: Record<string, unknown>; at: number }[] = [];
  let tokenArrivedAt = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/form-token')) {
      const answer = await (tokenAnswers.shift() ?? tokenAnswers[0])?.();
      tokenArrivedAt = Date.now();
      return answer;
    }
    posts.push({ body: JSON.parse(String(init?.body)) as Record<string, unknown>, at: Date.now() });
    return jsonResponse({ ok: true, id: 'm1' }, 202);
  });
  const { user, submitButton, fillValidMessage } = renderContactForm();

  await fillValidMessage();
  await user.click(submitButton());

  await waitFor(() => expect(posts).toHaveLength(1), { timeout: 10_000 });
  expect(posts[0]?.body.formToken).toBe(stubFormToken);
  expect((posts[0]?.at ?? 0) - tokenArrivedAt).toBeGreaterThanOrEqual(5_000);
});
