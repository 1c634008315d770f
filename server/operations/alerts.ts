import type { FastifyBaseLogger } from 'fastify';

/** Stable names, for log searches and alert rules. */
export type AlertEvent =
  | 'lead_moved_to_failed'
  | 'lead_partially_refused'
  | 'lead_pending_too_long'
  | 'lead_pending_recovered'
  | 'lead_webhook_failed'
  | 'lead_webhook_disabled'
  | 'lead_webhook_pending_too_long'
  | 'lead_webhook_recovered'
  | 'lead_held_surge'
  | 'lead_held_surge_ended';

export interface AlertOptions {
  webhookUrl: string | undefined;
  log: FastifyBaseLogger;
  /** waits between webhook attempts; their count + 1 is the number of tries */
  retryDelaysMs?: number[];
  timeoutMs?: number;
}

/**
 * The SMTP code and step only: a server's full reply may quote an address, and an alert, which
 * leaves the machine, carries no visitor's data.
 */
export function describeSmtpError(error: Error): string {
  const { responseCode, command, code } = error as Error & {
    responseCode?: number;
    command?: string;
    code?: string;
  };
  if (responseCode) return command ? `SMTP ${responseCode} at ${command}` : `SMTP ${responseCode}`;
  return code ?? error.name;
}

/**
 * An alert is an error-level log line with `event` and, with ALERT_WEBHOOK_URL, one JSON POST of
 * `{ text }`, which Slack and Microsoft Teams incoming webhooks both accept. The POST is retried
 * in the background and never awaited by the relay; a dead webhook only costs a warning.
 */
export class Alerter {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly aborter = new AbortController();

  constructor(private readonly options: AlertOptions) {}

  raise(event: AlertEvent, text: string, fields: Record<string, string | number>): void {
    this.options.log.error({ event, ...fields }, text);
    this.post(event, text);
  }

  /** The all-clear after `raise`: logged at info, sent to the same webhook. */
  clear(event: AlertEvent, text: string, fields: Record<string, string | number>): void {
    this.options.log.info({ event, ...fields }, text);
    this.post(event, text);
  }

  /** Resolves once every webhook POST has ended (for tests and a clean shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  /** Gives up the webhook retries still waiting. */
  close(): Promise<void> {
    this.aborter.abort();
    return this.settled();
  }

  private post(event: AlertEvent, text: string): void {
    const url = this.options.webhookUrl;
    if (url === undefined) return;
    const sending = this.deliver(url, event, text).finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  private async deliver(url: string, event: AlertEvent, text: string): Promise<void> {
    const { retryDelaysMs = [1000, 5000, 20_000], timeoutMs = 5000, log } = this.options;
    const body = JSON.stringify({ text: `[${event}] ${text}` });
    let lastProblem = '';
    for (const delay of [0, ...retryDelaysMs]) {
      if (delay > 0 && !(await this.wait(delay))) break;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), this.aborter.signal]),
        });
        await response.body?.cancel();
        if (response.ok) return;
        lastProblem = `HTTP ${response.status}`;
      } catch (error) {
        lastProblem = (error as Error).message;
      }
    }
    log.warn({ event, problem: lastProblem }, 'Alert webhook did not accept the alert');
  }

  /** false when closed meanwhile */
  private wait(ms: number): Promise<boolean> {
    const signal = this.aborter.signal;
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const onAbort = () => {
        clearTimeout(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve(true);
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}
