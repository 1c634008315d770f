import { waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { jsonResponse, renderContactForm, stubFormToken } from './contactFormHarness';

type TokenAnswer = (signal: AbortSignal | undefined) => Promise<Response>;

const failed: TokenAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
const answered: TokenAnswer = () => Promise.resolve(jsonResponse({ token: stubFormToken }, 200));
/** A request the network never answers: like a browser's, it ends only when aborted. */
const stalled: TokenAnswer = (signal) =>
  new Promise((_resolve, reject) =>
    signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
  );

/** The token requests answer in turn from `answers` (the last one for good); the posts are kept. */
function stubRelay(answers: TokenAnswer[]) {
  const posts: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/form-token')) {
      const answer = (answers.length > 1 ? answers.shift() : answers[0]) ?? answered;
      return answer(init?.signal ?? undefined);
    }
    posts.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return Promise.resolve(jsonResponse({ ok: true, id: 'm1' }, 202));
  });
  return posts;
}

async function sendMessage() {
  const { user, submitButton, fillValidMessage } = renderContactForm();
  await fillValidMessage();
  await user.click(submitButton());
}

/**
 * A phone on a flaky connection: the page's token request and the one Send makes are lost, the
 * next gets through. Posted without a token, the message would be held as spam ("no form token")
 * while the visitor is told it was sent.
 */
it('asks again for a token when the one Send asked for is lost, and posts the token it gets', async () => {
  const posts = stubRelay([failed, failed, answered]);

  await sendMessage();

  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]?.formToken).toBe(stubFormToken);
});

it('gives up on a token request that never answers, and asks again', async () => {
  const posts = stubRelay([stalled, answered]);

  await sendMessage();

  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]?.formToken).toBe(stubFormToken);
});
