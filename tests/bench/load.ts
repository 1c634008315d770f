import autocannon, { type Client } from 'autocannon';
import { loadPlan } from './benchConfig';
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

/** Past the spam screen's minimum wait between a form token's issue and its post (3 s). */
const tokenAgeMs = 3_500;

/**
 * A form token as the contact page's form gets one, aged like a person's: the load posts as a
 * person would, so every message goes the whole way (screened, stored, relayed).
 */
async function personsToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/form-token`);
  if (!response.ok) throw new Error(`GET /api/form-token answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  await new Promise((resolve) => setTimeout(resolve, tokenAgeMs));
  return token;
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
 * POSTs for the planned time, then lets every connection finish the request it has in flight instead
 * of cutting it (autocannon's own stop destroys the sockets): a request the server took but whose answer
 * was never read would be delivered without being counted as accepted.
 */
export async function loadSendEmail(origin: string, sink: SmtpCounter): Promise<SendEmailLoad> {
  const { seconds, connections } = loadPlan.sendEmail;
  const body = JSON.stringify({ ...contactMessage, formToken: await personsToken(origin) });
  const clients: Client[] = [];
  const started = performance.now();
  let lastFinished = started;
  const deliveredBefore = sink.received();
  const load = autocannon({
    url: `${origin}/api/send-email`,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
    connections,
    pipelining: 1,
    // A backstop only: the drain below ends the run as soon as the last answer is in.
    duration: seconds + 30,
    setupClient(client) {
      clients.push(client);
      client.once('done', () => (lastFinished = performance.now()));
    },
  });
  const drain = setTimeout(() => {
    // A client whose count has reached its cap closes after its current answer instead of sending again.
    for (const client of clients) client.responseMax = Math.max(1, client.reqsMade);
  }, seconds * 1000);
  const result = await load;
  clearTimeout(drain);

  const answered = result['2xx'] + result.non2xx;
  const expected = deliveredBefore + result['2xx'];
  const received = await sink.waitFor(expected, loadPlan.deliveryTimeoutMs);
  // A duplicate would arrive right behind the last expected message; give it a moment to show.
  if (received >= expected) await sink.waitFor(received + 1, 1000);
  return {
    requestsPerSecond: answered / ((lastFinished - started) / 1000),
    p99Ms: result.latency.p99,
    accepted: result['2xx'],
    rejected: result.non2xx,
    errors: result.errors,
    delivered: sink.received() - deliveredBefore,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
  };
}
