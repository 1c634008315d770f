import autocannon, { type Client, type RequestParams } from 'autocannon';
import { loadPlan } from './benchConfig';
import { createFormTokens } from '../../server/intake/screen/formToken';
import { benchFormTokenSecret } from './productionServer';
import type { SmtpCounter } from './smtpCounter';

export interface HomeLoad {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface SendEmailLoad {
  requestsPerSecond: number;
  p99Ms: number;
  accepted: number;
  rejected: number;
  /** connection errors and timeouts: requests whose fate the load test cannot know */
  errors: number;
  delivered: number;
  /**
   * Delivered a second once the last post was answered, to the last message: the runner alone,
   * with no intake sharing the cores (0 when nothing was left to deliver by then).
   */
  drainedPerSecond: number;
  statusCodes: Record<string, number>;
}

// What a browser sends, so the server answers with its precompressed brotli file as it would in use.
const browserHeaders = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

const contactMessage = {
  name: 'Bench Visitor',
  email: 'bench.visitor@example.com',
  phone: '+1 480 555 0100',
  company: 'Load Test Inc.',
  message:
    'Hello, this message comes from npm run bench and checks that every accepted one is delivered.',
};

const words = [
  'cloud',
  'payroll',
  'warehouse',
  'migration',
  'audit',
  'portal',
  'billing',
  'mobile',
  'reporting',
  'inventory',
  'security',
  'training',
  'support',
  'analytics',
  'scheduling',
  'integration',
];
const tokens = createFormTokens(Buffer.from(benchFormTokenSecret, 'utf8'));
let posted = 0;

/**
 * One post as one person sends it: an address of its own (through the trusted proxy), a fresh
 * form token issued 10 s before (a token buys one message, and a person takes longer than the
 * screen's 3 s), and a text of its own (the campaign layer holds a text sent again and again).
 */
function personsPost(request: RequestParams): RequestParams {
  posted += 1;
  const topic = [0, 4, 8].map((shift) => words[(posted >> shift) % words.length]).join(' ');
  return {
    ...request,
    headers: {
      ...request.headers,
      'x-forwarded-for': `10.${(posted >> 16) & 255}.${(posted >> 8) & 255}.${posted & 255}`,
    },
    body: JSON.stringify({
      ...contactMessage,
      message: `${contactMessage.message} We would like to talk about ${topic}.`,
      formToken: tokens.issue(Date.now() - 10_000),
    }),
  };
}

/**
 * autocannon appends every response body to a string; decoding a brotli page as UTF-8 costs it more
 * CPU than the server spends on the whole answer, and as both share the machine's cores it capped
 * the measured rate (2,531 req/s on the home page, where the same autocannon without it measured
 * 14,043 and a bare socket client 13,850). The bench checks status codes, never bodies.
 */
function skipBodyCollection(client: Client): void {
  if (!client.pipelinedRequests) throw new Error('autocannon no longer has pipelinedRequests');
  client.pipelinedRequests.addBody = () => undefined;
}

export async function loadHome(origin: string): Promise<HomeLoad> {
  const { seconds, connections } = loadPlan.home;
  const result = await autocannon({
    url: `${origin}/`,
    connections,
    setupClient: skipBodyCollection,
    pipelining: 1,
    duration: seconds,
    headers: browserHeaders,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * POSTs for the planned time, to one server or spread over several, then lets every connection finish the request it has in flight instead
 * of cutting it (autocannon's own stop destroys the sockets): a request the server took but whose answer
 * was never read would be delivered without being counted as accepted.
 */
export async function loadSendEmail(
  origins: string | string[],
  sink: SmtpCounter,
): Promise<SendEmailLoad> {
  const { seconds, connections } = loadPlan.sendEmail;
  const targets = typeof origins === 'string' ? [origins] : origins;
  const clients: Client[] = [];
  const started = performance.now();
  let lastFinished = started;
  const deliveredBefore = sink.received();
  // Several servers share the connections: one load balancer in front of them all.
  const loads = targets.map((origin) =>
    autocannon({
      url: `${origin}/api/send-email`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      requests: [{ setupRequest: personsPost }],
      connections: Math.ceil(connections / targets.length),
      pipelining: 1,
      // A backstop only: the drain below ends the run as soon as the last answer is in.
      duration: seconds + 30,
      setupClient(client) {
        clients.push(client);
        client.once('done', () => (lastFinished = performance.now()));
      },
    }),
  );
  const drain = setTimeout(() => {
    // A client whose count has reached its cap closes after its current answer instead of sending again.
    for (const client of clients) client.responseMax = Math.max(1, client.reqsMade);
  }, seconds * 1000);
  const results = await Promise.all(loads);
  clearTimeout(drain);
  const loadEndedAt = performance.now();
  const receivedAtLoadEnd = sink.received();

  const sum = (value: (result: (typeof results)[number]) => number) =>
    results.reduce((total, result) => total + value(result), 0);
  const accepted = sum((result) => result['2xx']);
  const answered = accepted + sum((result) => result.non2xx);
  const expected = deliveredBefore + accepted;
  const received = await sink.waitFor(expected, loadPlan.deliveryTimeoutMs);
  // A duplicate would arrive right behind the last expected message; give it a moment to show.
  if (received >= expected) await sink.waitFor(received + 1, 1000);
  const statusCodes: Record<string, number> = {};
  for (const result of results) {
    for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
    }
  }
  const drained = sink.received() - receivedAtLoadEnd;
  return {
    requestsPerSecond: answered / ((lastFinished - started) / 1000),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    accepted,
    rejected: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    delivered: sink.received() - deliveredBefore,
    drainedPerSecond: drained > 0 ? drained / ((sink.lastReceivedAt() - loadEndedAt) / 1000) : 0,
    statusCodes,
  };
}
