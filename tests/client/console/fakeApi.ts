import { vi } from 'vitest';

type Answer = { status?: number; body: unknown };
type Handler = (request: { method: string; path: string; body: unknown }) => Answer;

/** What a browser's WebAuthn hands back for a passkey assertion, as the console posts it on. */
export const assertion = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};

/** One lead as the inbox lists it. */
export const leadRow = {
  id: 'lead-1',
  receivedAt: '2026-11-20T10:00:00Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Engines Ltd',
  state: 'new',
  source: 'google',
  campaign: 'fall',
  points: null,
  preview: 'We need an ERP.',
};

/** One lead as its page shows it: new (or held), with no screen, consent or deliveries. */
export function leadDetail(held = false) {
  return {
    id: 'lead-1',
    receivedAt: '2026-11-20T10:00:00Z',
    state: held ? 'held' : 'new',
    handled: false,
    fields: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We need an ERP.' },
    screen: null,
    consent: null,
    attribution: null,
    deliveries: [],
    actions: { release: held, spam: !held, handled: !held, retry: [] },
  };
}

/** A lead's e-mail that failed for good, as the Deliveries view lists it: its id is `lead-<name>`. */
export const failedEmail = (name: string) => ({
  leadId: `lead-${name}`,
  name,
  state: 'failed',
  attempts: 5,
  lastAnswer: '550 mailbox unavailable',
  nextTryAt: null,
});

/** GET /deliveries's answer: the e-mail alone, with `items` failed. */
export function emailDeliveries(items: ReturnType<typeof failedEmail>[]): Answer {
  return {
    body: {
      destinations: [
        {
          name: 'email',
          pending: 0,
          failed: items.length,
          oldestPendingAt: null,
          lastError: '550 mailbox unavailable',
          items,
        },
      ],
    },
  };
}

/** A connection that drops the first request, then answers every one with `body`. */
export function fetchFailingOnce(body: unknown) {
  let asked = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      asked += 1;
      if (asked === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

/**
 * A stand-in for the console server behind `fetch`: each call is recorded (method, path under
 * /console/api with its query, JSON body) and answered by the first handler for its method+path.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/console\/api/, '') + url.search;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const handler = handlers[`${method} ${url.pathname.replace(/^\/console\/api/, '')}`];
    const answer = handler
      ? handler({ method, path, body })
      : { status: 404, body: { error: 'not found', code: 'not-found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}
