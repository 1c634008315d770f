import type { Lead } from '../../store/lead';

/**
 * The request body, the Standard Webhooks shape: `type`, `timestamp` (when the lead arrived, so
 * every retry and replay sends the same bytes) and `data`: the lead's id, receivedAt, its SMS
 * consent when given, the page and the form's fields. The visitor's IP and user agent, and the
 * spam screen's verdict, are not the CRM's business.
 */
export function webhookPayload(lead: Lead): string {
  return JSON.stringify({
    type: 'lead.created',
    timestamp: lead.receivedAt,
    data: {
      id: lead.id,
      receivedAt: lead.receivedAt,
      ...(lead.consent && { consent: lead.consent }),
      page: lead.source.page,
      fields: lead.message,
    },
  });
}
