import type { NodemailerError } from 'nodemailer';
import type { RetrySchedule } from '../retrySchedule';
import type { Attempt, Outcome, Task } from '../task';
import { composeMessage, type MailSettings } from './composeMessage';
import { progressOf, sendToTheRest, stillWaiting } from './sendToTheRest';
import { UnconfirmedSendError, type createSmtpSender } from './smtpSender';

/**
 * Steps where an answer is about this message. A failure while connecting or authenticating is
 * our configuration or the server's state, true for every message.
 */
const messageCommands = new Set(['MAIL FROM', 'RCPT TO', 'DATA']);

/**
 * Every lead has the same envelope (MAIL_FROM to MAIL_TO) through the same relay, so a temporary
 * refusal of it says the relay cannot take mail now (see sendToTheRest for a recipient's). After
 * the message itself, a temporary answer may be about its content, so only that lead waits.
 */
const envelopeCommands = new Set(['MAIL FROM', 'RCPT TO']);

/**
 * The company's inbox. Exactly once for each MAIL_TO address: once the SMTP server has accepted
 * DATA, the store records that the message is going out before its first byte does; a try cut
 * off after that (a crash, a connection lost before the server answered the final dot) is parked
 * for a person. A send that failed before DATA is simply retried, and a later try goes only to
 * the addresses that do not have the message yet.
 */
export function emailDestination(options: {
  sender: ReturnType<typeof createSmtpSender>;
  settings: MailSettings;
  schedule: RetrySchedule;
  leaseMs: number;
}): Task {
  const { sender, settings, schedule, leaseMs } = options;
  // An earlier try's copy is in the others' inboxes: a person looking there would take it for
  // this one's and never send it to the addresses still waiting.
  const inboxToCheck = (sentTo: string[]) =>
    sentTo.length === 0
      ? 'the inbox'
      : `the inbox of ${stillWaiting(settings.mailTo, sentTo).join(', ')} (${sentTo.join(', ')} had it already)`;
  return {
    name: 'email',
    retry: schedule,
    leaseMs,
    async run({ job, at, lead, pastPointOfNoReturn }: Attempt): Promise<Outcome> {
      if (!lead) return { kind: 'failed', failure: 'refused', reason: 'the lead is gone' };
      const progress = progressOf(job.payload);
      try {
        const { outcome } = await sendToTheRest({
          sender,
          mailTo: settings.mailTo,
          progress,
          at,
          compose: async () =>
            lead.eml === undefined ? composeMessage(lead, settings) : Buffer.from(lead.eml),
          dataBegins: pastPointOfNoReturn,
        });
        return outcome;
      } catch (caught) {
        const error = caught as NodemailerError;
        if (error instanceof UnconfirmedSendError) {
          return {
            kind: 'failed',
            failure: 'unconfirmed',
            reason: `unconfirmed: ${error.message}; the SMTP server may have the message, check ${inboxToCheck(progress.sentTo)} for its Message-ID before \`npm run outbox -- retry\``,
            error,
          };
        }
        const reason = error.response ?? error.message;
        const aboutThisMessage =
          messageCommands.has(error.command ?? '') && error.responseCode !== undefined;
        if (aboutThisMessage && error.permanent === true) {
          return {
            kind: 'failed',
            failure: 'refused',
            reason: `refused permanently: ${reason}`,
            error,
          };
        }
        const taskDown = !aboutThisMessage || envelopeCommands.has(error.command ?? '');
        return { kind: 'retry', reason, error, taskDown };
      }
    },
    cutOffReason(payload) {
      const { sentTo } = progressOf(payload);
      return sentTo.length === 0
        ? undefined
        : `unconfirmed: the server stopped during the send, after the message went out, so the SMTP server may have it; check ${inboxToCheck(sentTo)} for its Message-ID before \`npm run outbox -- retry\``;
    },
    close: () => sender.close(),
  };
}
