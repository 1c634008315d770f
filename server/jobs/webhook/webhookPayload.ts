import { sourceOf } from '../../../client/features/attribution/attribution';
import { screenVerdict, type Lead } from '../../store/lead';

/**
 * The request body, the Standard Webhooks shape: `type`, `timestamp` (when the lead arrived, so
 * every retry and replay sends the same bytes) and `data`: the lead's id, receivedAt, its SMS
 * consent when given (`smsConsent` says whether), the page, the form's fields and the spam
 * screen's `screen` ({ verdict, reasons }: a CRM rule routes `marked` leads; the points are
 * ours), and `attribution`: where the visit came from, always with its `source` in words
 * ("direct" when the lead told nothing). The visitor's IP and user agent are not the CRM's
 * business.
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
      smsConsent: lead.consent !== undefined,
      ...(lead.screen && {
        screen: {
          verdict: screenVerdict(lead.screen),
          reasons: lead.screen.reasons.map((reason) => reason.why),
        },
      }),
      attribution: { source: sourceOf(lead.attribution), ...lead.attribution },
    },
  });
}
