import { createHash } from 'node:crypto';
import {
  honeypotField,
  type ContactMessage,
} from '../../../client/features/contact/contactMessage';
import { formTokenField } from '../../../client/features/contact/formToken';
import type { ScreenResult } from '../../store/lead';
import type { Store } from '../../store/store';
import { emailKey } from '../../store/consents';
import { campaignCopies, isSpent } from '../../store/acceptLead';
import { campaignReasons, campaignTextOf, campaignWindowMs, copiesCounted } from './campaigns';
import { contentReasons } from './content';
import { timingReasons, tokenReasons, type FormTokens } from './formToken';
import { sureReason, type ScreenReason, type SpamLayer } from './layers';

export interface ScreenSettings {
  /** sure points that hold a message */
  threshold: number;
  /** points, sure or not, that mark a message it does not hold */
  markThreshold: number;
  layersOff: readonly SpamLayer[];
  minMs: number;
}

interface Submission {
  message: ContactMessage;
  /** the posted body as received: the token and the honeypot are not part of the message */
  fields: Record<string, unknown>;
  /** the sender's network, keyed as the store keeps it with each lead */
  visitor: string;
  now: number;
}

/** The verdict, and what the store must remember once the message is stored. */
interface ScreenVerdict {
  result: ScreenResult;
  /** the form token the message spends, as a hash kept until it could no longer be posted anyway */
  spends: { hash: string; expiresAt: number }[];
  campaignText: string | undefined;
  /** the earlier copies the verdict rests on, when one more would change it */
  campaignCounted: { since: number; earlier: number } | undefined;
}

export interface SpamScreen {
  /** The honeypot is filled (and its layer on): a bot, whatever else it sent. */
  isTrapped(fields: Record<string, unknown>): boolean;
  check(submission: Submission): Promise<ScreenVerdict>;
}

/** A posted field counts as filled unless absent, null or blank. */
export function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** The off-screen field people never see: filled only by bots that fill every input. */
const isTrapped = (fields: Record<string, unknown>) => isFilled(fields[honeypotField]);

/**
 * A spent form token is remembered this long from when it is spent, however old: past its
 * lifetime it only counts a little (tokenExpired), so a bot must not be able to post one old
 * token again at every hourly retention.
 */
const spentFormTokenKeptMs = 7 * 24 * 60 * 60 * 1000;

const pointsOf = (reasons: ScreenReason[]) =>
  reasons.reduce((total, reason) => total + reason.points, 0);

/** The sure reasons' points hold; all of them, short of that, mark. */
function verdictOf(reasons: ScreenReason[], settings: ScreenSettings): ScreenResult['verdict'] {
  if (pointsOf(reasons.filter((reason) => !reason.unsure)) >= settings.threshold) return 'held';
  return pointsOf(reasons) >= settings.markThreshold ? 'marked' : 'passed';
}

/**
 * Every layer's reasons weighed against the thresholds; the layers switched off are not asked.
 * What must hold across instances (spent tokens, campaign copies) is read from the store.
 */
export function createSpamScreen(
  tokens: FormTokens,
  store: Store,
  settings: ScreenSettings,
): SpamScreen {
  const on = (layer: SpamLayer) => !settings.layersOff.includes(layer);
  return {
    isTrapped: (fields) => on('honeypot') && isTrapped(fields),
    async check({ message, fields, visitor, now }) {
      const posted = fields[formTokenField];
      const token = tokens.read(posted);
      const spend =
        on('token') && token.kind === 'signed'
          ? {
              hash: `form:${createHash('sha256').update(String(posted)).digest('base64url')}`,
              expiresAt: now + spentFormTokenKeptMs,
            }
          : undefined;
      const reused = spend !== undefined && (await isSpent(store, spend.hash));
      const campaignText = on('campaign') ? campaignTextOf(message) : undefined;
      const earlier =
        campaignText === undefined
          ? undefined
          : await campaignCopies(store, campaignText, now - campaignWindowMs);
      const reasons: ScreenReason[] = [
        ...(on('token') ? tokenReasons(token, now) : []),
        ...(on('timing') ? timingReasons(token, now, settings.minMs) : []),
        ...(on('honeypot') && isTrapped(fields)
          ? [sureReason('honeypot', 'honeypot', 'the hidden field was filled')]
          : []),
        ...(on('content') ? contentReasons(message) : []),
        ...(earlier === undefined
          ? []
          : campaignReasons(
              {
                copies: earlier.copies + 1,
                senders: earlier.senders.add(emailKey(message.email)).size,
                networks: earlier.networks.add(visitor).size,
                earlierTexts: earlier.texts,
              },
              message.message,
            )),
        ...(reused ? [sureReason('token', 'tokenReused', 'a form token already used')] : []),
      ];
      const verdict = verdictOf(reasons, settings);
      return {
        result: { held: verdict === 'held', verdict, score: pointsOf(reasons), reasons },
        spends: spend && !reused ? [spend] : [],
        campaignText,
        campaignCounted: earlier && copiesCounted(earlier.copies, now - campaignWindowMs),
      };
    },
  };
}
