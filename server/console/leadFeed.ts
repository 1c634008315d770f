import type { ServerResponse } from 'node:http';
import type { SessionLimits } from '../config';
import type { Store } from '../store/store';
import { openSessionsAmong } from './sessions';

/** A lead committed late (its time is taken before its transaction ends) is still seen. */
const lookbackMs = 10_000;

/**
 * New leads, told to every open console within seconds, whichever instance took them: one poll
 * of the store per instance while anyone listens, not one per browser. A stream whose session
 * has ended (signed out, revoked, timed out) is ended at the next poll, before it hears more.
 */
export class LeadFeed {
  /** each open stream and the session it was opened in */
  private readonly streams = new Map<ServerResponse, string>();
  private readonly seen = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private openedAt = 0;
  /** which start the polls belong to: a poll running across a pause and a start ends its round */
  private round = 0;

  constructor(
    private readonly store: Store,
    private readonly limits: SessionLimits,
    private readonly everyMs = 2000,
  ) {}

  open(stream: ServerResponse, sessionId: string): void {
    stream.write(': connected\n\n');
    if (this.streams.size === 0) this.start();
    this.streams.set(stream, sessionId);
    stream.on('close', () => this.drop(stream));
  }

  private drop(stream: ServerResponse) {
    if (!this.streams.delete(stream)) return;
    stream.end();
    if (this.streams.size === 0) this.pause();
  }

  close(): void {
    for (const stream of this.streams.keys()) stream.end();
    this.streams.clear();
    this.pause();
  }

  private start() {
    this.openedAt = Date.now();
    this.seen.clear();
    const round = ++this.round;
    const tick = () => {
      this.poll()
        .catch(() => undefined)
        .finally(() => {
          if (round === this.round && this.streams.size > 0) {
            this.timer = setTimeout(tick, this.everyMs);
          }
        });
    };
    this.timer = setTimeout(tick, this.everyMs);
    this.heartbeat = setInterval(() => {
      for (const stream of this.streams.keys()) stream.write(': heartbeat\n\n');
    }, 15_000);
  }

  private pause() {
    clearTimeout(this.timer);
    clearInterval(this.heartbeat);
  }

  private async poll() {
    const now = Date.now();
    const open = await openSessionsAmong(
      this.store,
      [...new Set(this.streams.values())],
      this.limits,
      now,
    );
    for (const [stream, sessionId] of this.streams) if (!open.has(sessionId)) this.drop(stream);
    const rows = await this.store.db
      .selectFrom('leads')
      .select(['id', 'received_at'])
      .where('received_at', '>=', Math.max(this.openedAt, now - lookbackMs))
      .orderBy('received_at')
      .limit(500)
      .execute();
    for (const row of rows) {
      if (this.seen.has(row.id)) continue;
      this.seen.set(row.id, row.received_at);
      const event = `event: lead\ndata: ${JSON.stringify({ id: row.id })}\n\n`;
      for (const stream of this.streams.keys()) stream.write(event);
    }
    for (const [id, at] of this.seen) if (at < now - 2 * lookbackMs) this.seen.delete(id);
  }
}
