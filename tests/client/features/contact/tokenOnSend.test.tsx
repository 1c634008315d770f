import { expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { jsonResponse, renderContactForm, stubFormToken } from './contactFormHarness';

it('with no token yet (its fetch failed), Send fetches one and posts it once it is 5 s old', async () => {
  const tokenAnswers = [
    () => Promise.reject(new TypeError('Failed to fetch')),
    () => Promise.resolve(jsonResponse({ token: stubFormToken }, 200)),
  ];
  const posts: { body: Record<string, unknown>; at: number }[] = [];
  const tokenArrivals: number[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/form-token')) {
      const answer = await (tokenAnswers.shift() ?? tokenAnswers[0])?.();
      tokenArrivals.push(Date.now());
      return answer;
    }
    posts.push({ body: JSON.parse(String(init?.body)) as Record<string, unknown>, at: Date.now() });
    return jsonResponse({ ok: true, id: 'm1' }, 202);
  });
  const { user, submitButton, fillValidMessage } = renderContactForm();

  await fillValidMessage();
  await user.click(submitButton());

  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]?.body.formToken).toBe(stubFormToken);
  // Only answered fetches arrive: the first is the token posted.
  expect((posts[0]?.at ?? 0) - (tokenArrivals[0] ?? Infinity)).toBeGreaterThanOrEqual(5_000);
});

it('fetches a fresh token once a message is sent: a token buys one message', async () => {
  const tokenFetches: number[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    if (String(input).endsWith('/api/form-token')) {
      tokenFetches.push(Date.now());
      return jsonResponse({ token: stubFormToken }, 200);
    }
    return jsonResponse({ ok: true, id: 'm1' }, 202);
  });
  const { user, submitButton, fillValidMessage } = renderContactForm();
  await waitFor(() => expect(tokenFetches).toHaveLength(1));

  await fillValidMessage();
  await user.click(submitButton());

  await waitFor(() => expect(tokenFetches).toHaveLength(2));
});
