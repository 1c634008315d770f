import { createHmac } from 'node:crypto';
import type { Attribution } from '../../client/features/attribution/attribution';
import type { ContactMessage } from '../../client/features/contact/contactMessage';
import type { LeadEvents } from '../leadEvents';
import { acceptLead, AlreadySpent, RateLimited } from '../store/acceptLead';
import type { DestinationName, Lead, LeadConsent, LeadSource } from '../store/lead';
import { newMessageId } from '../store/lead';
import type { Store } from '../store/store';
import type { SpamScreen } from './screen/spamScreen';
import { visitorNetwork } from '../visitorNetwork';

export { RateLimited };

interface Submission {
  message: ContactMessage;
  /** the posted body as received, for the screen */
  fields: Record<string, unknown>;
  source: LeadSource;
  /** the SMS consent the post carried; none when it carried none */
  consent: LeadConsent | undefined;
  /** where the visit came from; none when the post told nothing usable */
  attribution: Attribution | undefined;
}

export interface IntakeOptions {
  store: Store;
  events: LeadEvents;
  /** undefined: SPAM_SCREEN=off */
  screen: SpamScreen | undefined;
  /** the configured destinations every taken lead is queued for */
  destinations: DestinationName[];
  rateLimit: { max: number; windowMs: number };
  /** keys the hash the rate limit knows a visitor's network by (visitorNetwork.ts) */
  visitorKey: Buffer;
}

/**
 * The lead's way in: screened, then stored with everything that goes with it in one
 * transaction. Resolves with its id once committed; throws RateLimited, or whatever kept the
 * store from committing (then nothing of it is stored).
 */
export function createIntake({
  store,
  events,
  screen,
  destinations,
  rateLimit,
  visitorKey,
}: IntakeOptions) {
  const visitorOf = (ip: string) =>
    createHmac('sha256', visitorKey).update(visitorNetwork(ip)).digest('base64url');
  async function storeOnce({
    message,
    fields,
    source,
    consent,
    attribution,
  }: Submission): Promise<Lead & { held: boolean }> {
    const receivedAt = new Date();
    const visitor = visitorOf(source.ip);
    const verdict = await screen?.check({ message, fields, visitor, now: receivedAt.getTime() });
    const lead: Lead = {
      id: newMessageId(receivedAt),
      receivedAt: receivedAt.toISOString(),
      message,
      source,
      ...(consent && { consent }),
      ...(verdict && { screen: verdict.result }),
      ...(attribution && { attribution }),
    };
    const held = verdict?.result.held ?? false;
    await acceptLead(store, {
      lead,
      held,
      visitor,
      destinations: held ? [] : destinations,
      campaignText: verdict?.campaignText,
      spends: verdict?.spends ?? [],
      rateLimit,
    });
    return { ...lead, held };
  }

  return {
    async take(submission: Submission): Promise<string> {
      let lead;
      try {
        lead = await storeOnce(submission).catch((error: unknown) => {
          // Its token was spent by a message stored meanwhile: screened again, it now says so.
          if (error instanceof AlreadySpent) return storeOnce(submission);
          throw error;
        });
      } catch (error) {
        if (error instanceof RateLimited) events.emit({ type: 'rate-limited' });
        throw error;
      }
      events.emit(
        lead.held
          ? { type: 'held', leadId: lead.id, score: lead.screen?.score ?? 0 }
          : { type: 'accepted', leadId: lead.id },
      );
      return lead.id;
    },
  };
}

export type Intake = ReturnType<typeof createIntake>;
