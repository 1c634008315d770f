/** The part of autocannon 9's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** One connection; `responseMax` and `reqsMade` are its own request cap and count. */
  export interface Client extends EventEmitter {
    reqsMade: number;
    responseMax?: number;
    /** internal: the requests in flight, whose addBody collects each response body as a string */
    pipelinedRequests?: { addBody(data: Buffer): void };
  }

  /** One request as autocannon sends it; setupRequest may change it before each send. */
  export interface RequestParams {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    requests?: { setupRequest(request: RequestParams): RequestParams }[];
    setupClient?: (client: Client) => void;
    /** requests per second from all connections together */
    overallRate?: number;
  }

  export interface Histogram {
    average: number;
    p99: number;
  }

  export interface Result {
    requests: Histogram & { sent: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export default function autocannon(options: Options): PromiseLike<Result>;
}
