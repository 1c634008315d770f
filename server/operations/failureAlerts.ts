import type { LeadEvent } from '../leadEvents';
import { readDestinationBacklog } from '../store/backlog';
import type { Store } from '../store/store';
import { describeSmtpError, type Alerter } from './alerts';

/**
 * Raises an alert for each lead parked for a person (with the inbox's counts after it), each
 * message some of whose recipients the SMTP server refused, and a CRM that said it is gone.
 */
export function failureAlerts(store: Store, alerter: Alerter) {
  return (event: LeadEvent): void => {
    if (event.type === 'failed' && event.destination === 'email') {
      const { leadId: id } = event;
      const reason = event.error ? describeSmtpError(event.error) : 'unconfirmed';
      void readDestinationBacklog(store, 'email')
        .then(({ failed, pending }) => ({ failed, pending }))
        .catch(() => undefined)
        .then((counts) =>
          alerter.raise(
            'lead_moved_to_failed',
            `Contact message ${id} was not delivered (${reason}); it is kept for a person${counts ? ` (now ${counts.failed} failed, ${counts.pending} pending)` : ''}. See it with \`npm run outbox -- show ${id}\`, then forward it by hand or fix the cause and \`npm run outbox -- retry ${id}\`.`,
            { messageId: id, reason, ...counts },
          ),
        );
    } else if (event.type === 'failed') {
      alerter.raise(
        'lead_webhook_failed',
        `Lead ${event.leadId} was not delivered to the CRM webhook (${event.reason}); it waits for a person. Fix the cause, then \`npm run outbox -- retry-webhook ${event.leadId}\`.`,
        { messageId: event.leadId, reason: event.reason },
      );
    } else if (event.type === 'delivered' && event.refusedRecipients.length > 0) {
      const refused = event.refusedRecipients.length;
      alerter.raise(
        'lead_partially_refused',
        `The SMTP server refused ${refused} of the MAIL_TO recipients of contact message ${event.leadId}; the others got it. Forward it to the refused ones with \`npm run outbox -- show ${event.leadId}\`, and check MAIL_TO.`,
        { messageId: event.leadId, refusedRecipients: refused },
      );
    } else if (event.type === 'disabled') {
      alerter.raise(
        'lead_webhook_disabled',
        `The CRM webhook answered ${event.reason} (Gone): nothing more is sent to it until the server restarts; every lead stays queued. Check LEAD_WEBHOOK_URL with the CRM, then restart.`,
        { reason: event.reason },
      );
    }
  };
}
