import { createHmac } from 'node:crypto';
import { consentTextVersions } from '../../client/content/smsConsent';
import { attributionSchema, type Attribution } from '../../client/features/attribution/attribution';
import {
  attributionField,
  type ContactMessage,
} from '../../client/features/contact/contactMessage';
import { formTokenField, formTokenIssuedAt } from '../../client/features/contact/formToken';
import type { LeadEvents } from '../leadEvents';
import { parseJsonAs } from '../parseJson';
import { acceptLead, AlreadySpent, CopyStoredMeanwhile, RateLimited } from '../store/acceptLead';
import type { DestinationName, Lead, LeadConsent, LeadSource } from '../store/lead';
import { newMessageId } from '../store/lead';
import type { Store } from '../store/store';
import { campaignTextOf } from './screen/campaigns';
import type { SpamScreen } from './screen/spamScreen';
import { visitorNetwork } from '../visitorNetwork';

export { RateLimited };

/** The version recorded when a post names no published wording. */
export const unknownConsentVersion = 'unknown';

/**
 * What a version id may look like (ours are like `2025-01`). Only such a claim is kept for the
 * record: any other (a line break, a page of text) could pass for a line of the consent proof.
 */
const versionLike = /^[\p{L}\p{N}][\p{L}\p{N} ._:/-]{0,63}$/u;

/**
 * A post is screened again for each message that overtook it (stored between its screen and its
 * store): ten screens see it through nine copies of its text posted at that moment on other
 * instances. Past that it is a 503, its text still in the visitor's form, not an endless wait
 * behind a stream of copies.
 */
const maxScreens = 10;

/**
 * The wording the post says its form was rendered with, taken from the published list: the
 * client names a version, the server supplies the words. Anything else is unknown, never the
 * current wording, and the lead is accepted all the same.
 */
export function consentShown(claimed: unknown): LeadConsent {
  const published = consentTextVersions.find((version) => version.id === claimed);
  if (published) return { version: published.id, text: published.text, sha256: published.sha256 };
  return {
    version: unknownConsentVersion,
    text: null,
    sha256: null,
    ...(typeof claimed === 'string' && versionLike.test(claimed) && { claimedVersion: claimed }),
  };
}

/**
 * Where the visit came from: an object in a JSON body, the JSON text of the form's hidden field in
 * a form post. The schema drops a bad part and keeps the rest: never a lost lead. A form post
 * cannot time the visit, so the form token the server wrote into the page does.
 */
export function postedAttribution(fields: Record<string, unknown>, formPost: boolean, now: number) {
  const posted = fields[attributionField];
  if (!formPost) return attributionSchema.safeParse(posted).data;
  const attribution = parseJsonAs(attributionSchema, posted);
  if (attribution === undefined) return undefined;
  // The server's figure only: the page it served never says how long the visitor took.
  delete attribution.secondsToSend;
  const token = fields[formTokenField];
  const servedAt = typeof token === 'string' ? formTokenIssuedAt(token) : undefined;
  if (servedAt !== undefined && servedAt <= now) {
    attribution.secondsToSend = Math.round((now - servedAt) / 1000);
  }
  return attribution;
}

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
 * The lead's way in: screened, then stored with all that goes with it in one transaction. Resolves
 * with its id once committed; throws RateLimited, or what kept the store from committing.
 */
export function createIntake(options: IntakeOptions) {
  const { store, events, screen, destinations, rateLimit, visitorKey } = options;
  const visitorOf = (ip: string) =>
    createHmac('sha256', visitorKey).update(visitorNetwork(ip)).digest('base64url');
  async function storeOnce(submission: Submission): Promise<Lead & { held: boolean }> {
    const { message, fields, source, consent, attribution } = submission;
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
      campaignCounted: verdict?.campaignCounted,
      spends: verdict?.spends ?? [],
      rateLimit,
    });
    return { ...lead, held };
  }

  /**
   * The campaign layer counts a text's copies stored before it: copies posted at once would each
   * see none of the others, so one text's posts are screened and stored one after another.
   */
  const turns = new Map<string, Promise<unknown>>();
  function inTurn<T>(text: string | undefined, run: () => Promise<T>): Promise<T> {
    if (text === undefined) return run();
    const turn = (turns.get(text) ?? Promise.resolve()).then(run);
    const over = turn.catch(() => undefined);
    turns.set(text, over);
    void over.then(() => turns.get(text) === over && turns.delete(text));
    return turn;
  }

  return {
    async take(submission: Submission): Promise<string> {
      const text = screen && campaignTextOf(submission.message);
      const lead = await inTurn(text, async () => {
        for (let screens = 1; ; screens += 1) {
          try {
            return await storeOnce(submission);
          } catch (error) {
            // Its token was spent, or a copy of its text stored, by a message stored meanwhile
            // (on another instance, copies of one text are not taken in turn): screened again,
            // it now says so.
            const overtaken = error instanceof AlreadySpent || error instanceof CopyStoredMeanwhile;
            if (!overtaken || screens === maxScreens) throw error;
          }
        }
      }).catch((error: unknown) => {
        if (error instanceof RateLimited) events.emit({ type: 'rate-limited' });
        throw error;
      });
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
