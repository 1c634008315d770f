import { createHash } from 'node:crypto';
import { sourceOf } from '../../client/features/attribution/attribution';
import { screenVerdict, type DestinationName } from '../store/lead';
import { stateOf } from '../store/leadPages';
import type { StoredLead } from '../store/leads';
import type { LeadDetail, LeadRow } from '../../client/console/api/types';

/** A lead in a list: the inbox, the held, the export. Strings as stored: the client escapes. */
export function leadRow(lead: StoredLead): LeadRow {
  return {
    id: lead.id,
    receivedAt: lead.receivedAt,
    name: lead.message.name,
    email: lead.message.email,
    phone: lead.message.phone,
    company: lead.message.company,
    state: stateOf(lead),
    source: sourceOf(lead.attribution),
    campaign: lead.attribution?.utm?.campaign ?? null,
    points: lead.screen?.score ?? null,
    preview: lead.message.message.slice(0, 120),
  };
}

/** Everything about one lead, for its page; `destinations`: the configured ones, a retry's. */
export function leadDetail(lead: StoredLead, destinations: DestinationName[]): LeadDetail {
  const attribution = lead.attribution;
  const deliveries = Object.entries(lead.deliveries).map(([destination, delivery]) => ({
    destination: destination as DestinationName,
    state: delivery.state,
    attempts: delivery.attempts,
    lastAnswer: delivery.lastError ?? null,
    nextTryAt: delivery.nextAttemptAt ?? null,
  }));
  return {
    id: lead.id,
    receivedAt: lead.receivedAt,
    state: stateOf(lead),
    handled: lead.handledAt !== undefined,
    spamMarkedAt: lead.spamMarkedAt ?? null,
    fields: lead.message,
    screen: lead.screen
      ? {
          verdict: screenVerdict(lead.screen),
          points: lead.screen.score,
          reasons: lead.screen.reasons.map((reason) => ({
            reason: reason.why,
            layer: reason.layer,
            points: reason.points,
          })),
        }
      : null,
    consent: lead.consent
      ? {
          version: lead.consent.version,
          givenAt: lead.receivedAt,
          // The record keeps the address itself (a carrier may ask); the page shows its hash.
          addressHash: createHash('sha256').update(lead.source.ip).digest('hex'),
          textSha256: lead.consent.sha256,
          text: lead.consent.text,
          claimedVersion: lead.consent.claimedVersion ?? null,
        }
      : null,
    attribution: attribution
      ? {
          source: sourceOf(attribution),
          medium: attribution.utm?.medium ?? null,
          campaign: attribution.utm?.campaign ?? null,
          referrer: attribution.referrer ?? null,
          landingPage: attribution.landingPage,
          pagesSeen: attribution.pagesSeen,
          secondsToSend: attribution.secondsToSend ?? null,
        }
      : null,
    page: lead.source.page,
    deliveries,
    actions: {
      release: lead.status === 'held' && lead.spamMarkedAt === undefined,
      spam: lead.spamMarkedAt === undefined,
      handled: lead.status === 'taken',
      retry: deliveries
        .filter(
          (delivery) => delivery.state === 'failed' && destinations.includes(delivery.destination),
        )
        .map((delivery) => delivery.destination),
    },
  };
}
