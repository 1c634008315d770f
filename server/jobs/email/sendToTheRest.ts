import type { NodemailerError } from 'nodemailer';
import type { Outcome } from '../task';
import type { createSmtpSender } from './smtpSender';

/**
 * What a job mailing MAIL_TO keeps between its tries: the addresses that have the message, when
 * the last of them took it (the store's readLastOutcomes reads it), and whatever else the job
 * needs to send the others the same message.
 */
export type Progress<Rest = unknown> = Rest & { sentTo: string[]; sentAt?: number };

export const progressOf = <Rest>(payload: string | null) =>
  (payload === null ? { sentTo: [] } : JSON.parse(payload)) as Partial<Rest> & Progress;

/**
 * The try's answer when the server refused some recipients (`refusals`, each named by its
 * `recipient`) and `progress.sentTo` have the message: a temporary refusal is tried again for its
 * address alone, a permanent one waits for a person; the others never get it twice. Every message
 * has the same envelope and relay, so every address refused while nobody has it means the relay
 * cannot take mail now (the task pauses); once one has it, the refusal is about the others'
 * mailboxes (a full one, greylisting), and the jobs behind go on.
 */
function refusalOutcome(refusals: NodemailerError[], progress: Progress): Outcome {
  const { sentTo } = progress;
  const reason = refusals
    .map((refusal) => `${refusal.recipient}: ${refusal.response ?? refusal.message}`)
    .concat(sentTo.length > 0 ? [`sent to ${sentTo.join(', ')}`] : [])
    .join('; ');
  // Only a try that did part of the job writes its payload: a job with none has reached nobody.
  const payload = sentTo.length > 0 ? { payload: JSON.stringify(progress) } : {};
  const deferral = refusals.find((refusal) => refusal.permanent !== true);
  if (deferral) {
    return { kind: 'retry', reason, error: deferral, taskDown: sentTo.length === 0, ...payload };
  }
  return {
    kind: 'failed',
    failure: 'refused',
    reason: `refused permanently: ${reason}`,
    error: refusals[0],
    ...payload,
  };
}

/**
 * Those of `mailTo` that `sentTo` does not name. Whatever its capitals, an address names one
 * inbox: MAIL_TO re-spelt between tries has the same people in it, and the ones that have the
 * message must not get it again.
 */
export function stillWaiting(mailTo: string[], sentTo: string[]): string[] {
  const has = new Set(sentTo.map((address) => address.toLowerCase()));
  return mailTo.filter((address) => !has.has(address.toLowerCase()));
}

/**
 * Mails the message `compose` makes to those of `mailTo` that `progress` does not name yet, in a
 * try begun `at`, with the try's outcome (a refused recipient's included, its payload the
 * progress from now on) and who has the message now. Any other failure is thrown, for the
 * caller's own reading.
 */
export async function sendToTheRest<Rest>({
  sender,
  mailTo,
  progress,
  at,
  compose,
  dataBegins,
}: {
  sender: ReturnType<typeof createSmtpSender>;
  mailTo: string[];
  progress: Progress<Rest>;
  at: number;
  compose: () => Promise<Buffer>;
  dataBegins: () => Promise<void>;
}): Promise<{ outcome: Outcome; sentTo: string[] }> {
  const to = stillWaiting(mailTo, progress.sentTo);
  if (to.length === 0) return { outcome: { kind: 'done' }, sentTo: progress.sentTo };
  const raw = await compose();
  try {
    const { accepted, refusals } = await sender.send(raw, to, dataBegins);
    const sentTo = [...progress.sentTo, ...accepted];
    if (refusals.length === 0) return { outcome: { kind: 'done' }, sentTo };
    const sentAt = accepted.length > 0 ? at : progress.sentAt;
    return { outcome: refusalOutcome(refusals, { ...progress, sentTo, sentAt }), sentTo };
  } catch (caught) {
    const error = caught as NodemailerError;
    if (error.command === 'RCPT TO' && error.rejectedErrors?.length) {
      return { outcome: refusalOutcome(error.rejectedErrors, progress), sentTo: progress.sentTo };
    }
    throw error;
  }
}
