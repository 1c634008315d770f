import { screenVerdict, type Lead } from '../../outbox/lead';

/**
 * Parts of the Lead that stay home or go reshaped: `message` and `source` are sent as the form's
 * fields and the page, `screen` as its verdict and reasons (its points are ours). The visitor's IP
 * and user agent are not the CRM's business.
 */
const reshapedOrWithheld = new Set(['message', 'source', 'screen']);

/**
 * The request body, the Standard Webhooks shape: `type`, `timestamp` (when the lead arrived, so
 * every retry and replay sends the same bytes) and `data`: the lead's id, receivedAt, the page,
 * the form's fields, `smsConsent` (true only with a consent record, which `consent` then is),
 * the spam screen's `screen` ({ verdict, reasons }: a CRM rule routes `marked` leads), and
 * whatever else the Lead carries.
 */
export function webhookPayload(lead: Lead): string {
  const extras = Object.fromEntries(
    Object.entries(lead).filter(([key]) => !reshapedOrWithheld.has(key)),
  );
  return JSON.stringify({
    type: 'lead.created',
    timestamp: lead.receivedAt,
    data: {
      ...extras,
      page: lead.source.page,
      fields: lead.message,
      smsConsent: lead.consent !== undefined,
      ...(lead.screen && {
        screen: {
          verdict: screenVerdict(lead.screen),
          reasons: lead.screen.reasons.map((reason) => reason.why),
        },
      }),
    },
  });
}
