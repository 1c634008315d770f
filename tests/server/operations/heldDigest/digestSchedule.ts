import { simpleParser } from 'mailparser';
import { onTestFinished } from 'vitest';
import { JobRunner } from '../../../../server/jobs/runner';
import { LeadEvents } from '../../../../server/leadEvents';
import { heldDigest } from '../../../../server/operations/heldDigest';
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

/**
 * One instance's job runner with the daily digest at 08:00 in Phoenix, on `clock.now`: `check`
 * runs what is due then (the digest's schedule included), as the runner's poll would.
 */
export function scheduleAt(
  store: Store,
  smtp: SmtpSink,
  clock: { now: number },
  mailTo = settings.mailTo,
) {
  const task = digestTask(store, smtp, mailTo);
  const runner = new JobRunner(store, [task], new LeadEvents(() => {}), quietLog, {
    now: () => clock.now,
  });
  runner.start();
  onTestFinished(() => runner.stop());
  return { check: () => runner.runDue(), stop: () => runner.stop() };
}

/** The daily digest at 08:00 in Phoenix, mailed through `smtp` to `mailTo`. */
export function digestTask(store: Store, smtp: SmtpSink, mailTo = settings.mailTo) {
  return heldDigest({
    store,
    mailer: { smtpUrl: smtp.url, settings: { ...settings, mailTo } },
    time: { hour: 8, timeZone: 'America/Phoenix' },
    log: quietLog,
  });
}

/** The text of every digest the sink took, in order. */
export async function digestsIn(smtp: SmtpSink): Promise<string[]> {
  return Promise.all(smtp.received.map(async ({ raw }) => (await simpleParser(raw)).text ?? ''));
}

/** The sink answers ceo@company.test 452 (its mailbox full, try later) while `full` is true. */
export function ceoMailbox(smtp: SmtpSink, full: boolean): { full: boolean } {
  const mailbox = { full };
  smtp.respondToRecipient = (address) =>
    address === 'ceo@company.test' && mailbox.full
      ? { code: 452, message: 'Mailbox full, try again later' }
      : undefined;
  return mailbox;
}
