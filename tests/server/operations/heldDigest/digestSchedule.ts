import { simpleParser } from 'mailparser';
import { scheduleHeldDigest } from '../../../../server/operations/heldDigest/scheduleHeldDigest';
import type { Store } from '../../../../server/store/store';
import type { SmtpSink } from '../../helper';

export const hour = 60 * 60 * 1000;
/** 08:00 in Phoenix, the digest's hour below. */
export const eight = Date.parse('2026-11-25T15:00:00Z');
const settings = {
  mailFrom: 'website@company.test',
  mailTo: ['leads@company.test'],
  siteUrl: 'https://www.example.com',
};
const quietLog = { info: () => {}, error: () => {}, warn: () => {} } as never;

/** One instance's daily digest at 08:00 in Phoenix, checked when the test says, at `clock.now`. */
export function scheduleAt(store: Store, smtp: SmtpSink, clock: { now: number }) {
  return scheduleHeldDigest({
    store,
    mailer: { smtpUrl: smtp.url, settings },
    time: { hour: 8, timeZone: 'America/Phoenix' },
    log: quietLog,
    intervalMs: 3_600_000,
    now: () => clock.now,
  });
}

/** The text of every digest the sink took, in order. */
export async function digestsIn(smtp: SmtpSink): Promise<string[]> {
  return Promise.all(smtp.received.map(async ({ raw }) => (await simpleParser(raw)).text ?? ''));
}
