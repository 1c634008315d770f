import type { Lead } from '../../outbox/lead';

/**
 * Parts of the Lead that stay home: `message` and `source` are sent reshaped (the form's fields,
 * and of the source only the page), and `screen`, the spam screen's verdict, is ours. The
 * visitor's IP and user agent are not the CRM's business.
 */
const reshapedOrWithheld = new Set(['message', 'source', 'screen']);

/**
 * The request body, the Standard Webhooks shape: `type`, `timestamp` (when the lead arrived, so
 * every retry and replay sends the same bytes) and `data`: the lead's id, receivedAt, the page,
 * the form's fields, and whatever else the Lead carries (the consent record once it has one).
 */
export function webhookPayload(lead: Lead): string {
  const extras = Object.fromEntries(
    Object.entries(lead).filter(([key]) => !reshapedOrWithheld.has(key)),
  );
  return JSON.stringify({
    type: 'lead.created',
    timestamp: lead.receivedAt,
    data: { ...extras, page: lead.source.page, fields: lead.message },
  });
}
