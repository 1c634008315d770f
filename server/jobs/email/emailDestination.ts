import type { NodemailerError } from 'nodemailer';
import type { RetrySchedule } from '../retrySchedule';
import type { Attempt, Outcome, Task } from '../task';
import { composeMessage, type MailSettings } from './composeMessage';
import { UnconfirmedSendError, type createSmtpSender } from './smtpSender';

/**
 * Steps where an answer is about this message. A failure while connecting or authenticating is
 * our configuration or the server's state, true for every message.
 */
const messageCommands = new Set(['MAIL FROM', 'RCPT TO', 'DATA']);

/**
 * Every lead has the same envelope (MAIL_FROM to MAIL_TO) through the same relay, so a temporary
 * refusal of it says the relay cannot take mail now (see refusalOutcome for a recipient's). After
 * the message itself, a temporary answer may be about its content, so only that lead waits.
 */
const envelopeCommands = new Set(['MAIL FROM', 'RCPT TO']);

/** What an e-mail job keeps between its tries: the MAIL_TO addresses that have the message. */
interface Progress {
  sentTo: string[];
}

const progressOf = (payload: string | null): Progress =>
  payload === null ? { sentTo: [] } : (JSON.parse(payload) as Progress);

/**
 * The try's answer when the server refused some recipients (`refusals`, each named by its
 * `recipient`) and `sentTo` have the message: a temporary refusal is tried again for its address
 * alone, a permanent one waits for a person; either way the others never get it twice. Every
 * lead has the same envelope through the same relay, so a temporary refusal of every address
 * while nobody has the lead says the relay cannot take mail now, as a refused connection does:
 * trying the next lead would only be refused too. Once an address has it, the refusal is about
 * the others' mailboxes (a full one, greylisting), and the leads behind go on.
 */
function refusalOutcome(refusals: NodemailerError[], sentTo: string[]): Outcome {
  const reason = refusals
    .map((refusal) => `${refusal.recipient}: ${refusal.response ?? refusal.message}`)
    .concat(sentTo.length > 0 ? [`sent to ${sentTo.join(', ')}`] : [])
    .join('; ');
  const payload = JSON.stringify({ sentTo } satisfies Progress);
  const deferral = refusals.find((refusal) => refusal.permanent !== true);
  if (deferral) {
    return { kind: 'retry', reason, error: deferral, taskDown: sentTo.length === 0, payload };
  }
  return {
    kind: 'failed',
    failure: 'refused',
    reason: `refused permanently: ${reason}`,
    error: refusals[0],
    payload,
  };
}

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
  return {
    name: 'email',
    retry: schedule,
    leaseMs,
    async run({ job, lead, pastPointOfNoReturn }: Attempt): Promise<Outcome> {
      if (!lead) return { kind: 'failed', failure: 'refused', reason: 'the lead is gone' };
      const { sentTo } = progressOf(job.payload);
      // Whatever its capitals, an address names one inbox: MAIL_TO re-spelt between tries has the
      // same people in it, and the ones that have the message must not get it again.
      const has = new Set(sentTo.map((address) => address.toLowerCase()));
      const to = settings.mailTo.filter((address) => !has.has(address.toLowerCase()));
      if (to.length === 0) return { kind: 'done' };
      const raw =
        lead.eml === undefined ? await composeMessage(lead, settings) : Buffer.from(lead.eml);
      try {
        const { accepted, refusals } = await sender.send(raw, to, pastPointOfNoReturn);
        if (refusals.length === 0) return { kind: 'done' };
        return refusalOutcome(refusals, [...sentTo, ...accepted]);
      } catch (caught) {
        const error = caught as NodemailerError;
        if (error instanceof UnconfirmedSendError) {
          // An earlier try's copy is in the others' inboxes: a person looking there would take
          // it for this one's and never send it to the addresses still waiting.
          const where =
            sentTo.length === 0
              ? 'the inbox'
              : `the inbox of ${to.join(', ')} (${sentTo.join(', ')} had it already)`;
          return {
            kind: 'failed',
            failure: 'unconfirmed',
            reason: `unconfirmed: ${error.message}; the SMTP server may have the message, check ${where} for its Message-ID before \`npm run outbox -- retry\``,
            error,
          };
        }
        if (error.command === 'RCPT TO' && error.rejectedErrors?.length) {
          return refusalOutcome(error.rejectedErrors, sentTo);
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
    close: () => sender.close(),
  };
}
