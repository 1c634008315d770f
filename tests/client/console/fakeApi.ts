import { vi } from 'vitest';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type {
  Answer,
  ConsoleRoute,
  DeliveryItem,
  ErrorAnswer,
  LeadDetail,
  LeadRow,
  Passkey,
  User,
} from '../../../client/console/api/types';

/** A route as a request names it: `POST /leads/:id/handled` matches `POST /leads/lead-1/handled`. */
type Concrete<Route extends string> = Route extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Concrete<Tail>}`
  : Route extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : Route;

/** The server's answer on that route (the export is a download, CSV text), or its refusal. */
export type Reply<Route extends ConsoleRoute | 'GET /export.csv'> =
  { status?: 200; body: Route extends ConsoleRoute ? Answer<Route> : string } | Refusal;

export interface Refusal {
  status: 401 | 403 | 404 | 409 | 422 | 429 | 500;
  body: ErrorAnswer;
}

interface Request {
  method: string;
  path: string;
  body: unknown;
}

type Handler<Route extends ConsoleRoute | 'GET /export.csv'> = (request: Request) => Reply<Route>;

/** One handler at most per route, by the route's pattern or a path it matches (an id filled in). */
type Handlers = {
  [Route in ConsoleRoute | 'GET /export.csv' as Concrete<Route>]?: Handler<Route>;
};

/**
 * `Value` where it has no field `Shape` lacks, however deep (else `never`): an answer made up in a
 * callback escapes the excess-property check an object literal gets, so this one stands in for it.
 */
type Exactly<Value, Shape> = Value extends readonly (infer Item)[]
  ? Shape extends readonly (infer ShapeItem)[]
    ? Exactly<Item, ShapeItem>[]
    : never
  : Value extends object
    ? Shape extends object
      ? { [Key in keyof Value]: Key extends keyof Shape ? Exactly<Value[Key], Shape[Key]> : never }
      : never
    : Value;

/** Each handler of `Given`, refused by tsc if its answer sends a field its route does not. */
type ExactHandlers<Given> = {
  [Path in keyof Given]: Path extends keyof Handlers
    ? NonNullable<Given[Path]> extends (request: Request) => infer Result
      ? (request: Request) => Exactly<Result, ReturnType<NonNullable<Handlers[Path]>>>
      : never
    : never;
};

/** What a browser's WebAuthn hands back for a passkey assertion, as the console posts it on. */
export const assertion = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};

export const owner: User = {
  email: 'owner@example.com',
  role: 'owner',
  recentAssertionUntil: null,
};

/** The passkey this browser signed in with, a laptop's, as the account page lists it. */
export const laptopPasskey: Passkey = {
  id: 'pk1',
  name: 'Laptop',
  createdAt: '2026-11-01T10:00:00Z',
  lastUsedAt: null,
  current: true,
};

/** Another device's passkey, a phone's. */
export const phonePasskey: Passkey = {
  id: 'pk2',
  name: 'Phone',
  createdAt: '2026-11-02T10:00:00Z',
  lastUsedAt: null,
  current: false,
};

/** What the server asks a browser to make a passkey with (the tests' WebAuthn is a mock). */
export const creationOptions: PublicKeyCredentialCreationOptionsJSON = {
  challenge: 'c',
  rp: { name: 'Console', id: 'localhost' },
  user: { id: 'u1', name: 'owner@example.com', displayName: 'owner@example.com' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};

/** One lead as the inbox lists it. */
export const leadRow: LeadRow = {
  id: 'lead-1',
  receivedAt: '2026-11-20T10:00:00Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  company: 'Engines Ltd',
  state: 'new',
  source: 'google',
  campaign: 'fall',
  points: null,
  preview: 'We need an ERP.',
};

/** One lead as its page shows it: new (or held), with no screen, consent or deliveries. */
export function leadDetail(held = false): LeadDetail {
  return {
    id: 'lead-1',
    receivedAt: '2026-11-20T10:00:00Z',
    state: held ? 'held' : 'new',
    handled: false,
    spamMarkedAt: null,
    fields: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      company: 'Engines Ltd',
      message: 'We need an ERP.',
    },
    screen: null,
    consent: null,
    attribution: null,
    page: '/contact',
    deliveries: [],
    actions: { release: held, spam: !held, handled: !held, retry: [] },
  };
}

/** A lead's e-mail that failed for good, as the Deliveries view lists it: its id is `lead-<name>`. */
export const failedEmail = (name: string): DeliveryItem => ({
  leadId: `lead-${name}`,
  name,
  state: 'failed',
  attempts: 5,
  lastAnswer: '550 mailbox unavailable',
  nextTryAt: null,
});

/** GET /deliveries's answer: the e-mail alone, with `items` failed. */
export function emailDeliveries(items: DeliveryItem[]): Reply<'GET /deliveries'> {
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
export function fetchFailingOnce<Route extends ConsoleRoute>(_route: Route, body: Answer<Route>) {
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
export function fakeApi<Given extends Handlers>(handlers: Given & NoInfer<ExactHandlers<Given>>) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/console\/api/, '') + url.search;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const handler = (handlers as Record<string, Handler<ConsoleRoute> | undefined>)[
      `${method} ${url.pathname.replace(/^\/console\/api/, '')}`
    ];
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
