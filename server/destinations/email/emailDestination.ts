import type { NodemailerError } from 'nodemailer';
import type { StoredLead } from '../../store/leads';
import type { Destination, Outcome } from '../deliveryWorker';
import type { RetrySchedule } from '../retrySchedule';
import { composeMessage, type MailSettings } from './composeMessage';
import {
  describeSmtpFailure,
  isAboutThisMessage,
  UnconfirmedSendError,
  type SmtpSender,
} from './smtpSender';

/**
 * The company's inbox. Exactly once: the try is recorded before the message goes out, and a try
 * cut off is parked for a person (`park`), as is a send lost after the whole message went out
 * and before the server answered; a send that failed before the message went out is retried.
 */
export function emailDestination(options: {
  sender: SmtpSender;
  settings: MailSettings;
  schedule: RetrySchedule;
  leaseMs: number;
}): Destination {
  const { sender, settings, schedule, leaseMs } = options;
  return {
    name: 'email',
    cutOff: 'park',
    schedule,
    leaseMs,
    async deliver(lead: StoredLead): Promise<Outcome> {
      const raw =
        lead.eml === undefined ? await composeMessage(lead, settings) : Buffer.from(lead.eml);
      try {
        const { rejected } = await sender.send(raw);
        return { kind: 'sent', refusedRecipients: rejected };
      } catch (caught) {
        const error = caught as NodemailerError;
        if (error instanceof UnconfirmedSendError) {
          return {
            kind: 'failed',
            failure: 'unconfirmed',
            reason: `unconfirmed: ${error.message}; the SMTP server may have the message, check the inbox for its Message-ID before \`npm run outbox -- retry\``,
            error,
          };
        }
        const reason = describeSmtpFailure(error);
        const aboutThisMessage = isAboutThisMessage(error);
        if (aboutThisMessage && error.permanent === true) {
          return {
            kind: 'failed',
            failure: 'refused',
            reason: `refused permanently: ${reason}`,
            error,
          };
        }
        return { kind: 'retry', reason, error, destinationDown: !aboutThisMessage };
      }
    },
    close: () => sender.close(),
  };
}
