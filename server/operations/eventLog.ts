import type { FastifyBaseLogger } from 'fastify';
import type { LeadEvent } from '../leadEvents';

const names = { email: 'the inbox', webhook: 'the CRM webhook' } as const;

/** One log line per event, by lead id: never what the visitor typed. */
export function eventLog(log: FastifyBaseLogger) {
  return (event: LeadEvent): void => {
    switch (event.type) {
      case 'accepted':
        return log.info({ messageId: event.leadId }, 'Contact message stored');
      case 'held':
        return log.info(
          { messageId: event.leadId, spamScore: event.score },
          'Message held by the spam screen',
        );
      case 'rate-limited':
        return log.info('A contact message was refused by the rate limit');
      case 'delivered':
        return log.info(
          { messageId: event.leadId },
          `Lead delivered to ${names[event.destination]}`,
        );
      case 'deferred':
        return log.warn(
          { err: event.error, messageId: event.leadId, reason: event.reason },
          `Not delivered to ${names[event.destination]} this time; will retry`,
        );
      case 'failed':
        return log.error(
          { messageId: event.leadId, reason: event.reason },
          `A lead was NOT delivered to ${names[event.destination]}: it waits for a person (npm run outbox -- list failed)`,
        );
      case 'disabled':
        return log.error(
          { reason: event.reason },
          `${names[event.destination]} answered 410 Gone: nothing more is sent to it until the server restarts; every lead stays queued`,
        );
    }
  };
}
