import { afterEach, expect, it, vi } from 'vitest';
import { sendContactMessage } from '../../../../client/features/contact/sendContactMessage';
import { notices, validMessage } from './contactFormHarness';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// On a stalled phone connection the relay's answer may never come: the form said "Sending..." for
// good, its button disabled, and the visitor could neither send again nor learn it had not gone.
it('a post never answered ends, within a minute, as a failure to connect', async () => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        ),
      ),
  );
  let outcome: unknown;
  void sendContactMessage({ ...validMessage, website: '', formToken: 'token' }).then(
    (sent) => (outcome = sent),
  );

  await vi.advanceTimersByTimeAsync(60_000);
  expect(outcome).toEqual({ ok: false, error: notices.unreachable });
});
