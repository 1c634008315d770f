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
import { campaignReasons, campaignTextOf, campaignWindowMs } from './campaigns';
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

/** A token a message spends: a hash of it, kept until it could no longer be posted anyway. */
interface Spend {
  hash: string;
  expiresAt: number;
  /** the reason it counts for when it was spent already */
  reused: ScreenReason;
}

/** The verdict, and what the store must remember once the message is stored. */
interface ScreenVerdict {
  result: ScreenResult;
  spends: Spend[];
  campaignText: string | undefined;
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
function isTrapped(fields: Record<string, unknown>): boolean {
  return isFilled(fields[honeypotField]);
}

function honeypotReasons(fields: Record<string, unknown>): ScreenReason[] {
  return isTrapped(fields)
    ? [sureReason('honeypot', 'honeypot', 'the hidden field was filled')]
    : [];
}

/**
 * A spent form token is remembered this long: past its lifetime it only counts a little
 * (tokenExpired), so a bot must not be able to post one old token for ever.
 */
const spentFormTokenKeptMs = 7 * 24 * 60 * 60 * 1000;

function formTokenSpend(token: unknown, issuedAt: number): Spend {
  return {
    hash: `form:${createHash('sha256').update(String(token)).digest('base64url')}`,
    expiresAt: issuedAt + spentFormTokenKeptMs,
    reused: sureReason('token', 'tokenReused', 'a form token already used'),
  };
}

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
      const spends =
        on('token') && token.kind === 'signed' ? [formTokenSpend(posted, token.issuedAt)] : [];
      const campaignText = on('campaign') ? campaignTextOf(message) : undefined;
      const earlier =
        campaignText === undefined
          ? { copies: 0, senders: new Set<string>(), networks: new Set<string>(), texts: [] }
          : await campaignCopies(store, campaignText, now - campaignWindowMs);
      earlier.senders.add(emailKey(message.email));
      earlier.networks.add(visitor);
      const reused: ScreenReason[] = [];
      for (const spend of spends) if (await isSpent(store, spend.hash)) reused.push(spend.reused);
      const reasons: ScreenReason[] = [
        ...(on('token') ? tokenReasons(token, now) : []),
        ...(on('timing') ? timingReasons(token, now, settings.minMs) : []),
        ...(on('honeypot') ? honeypotReasons(fields) : []),
        ...(on('content') ? contentReasons(message) : []),
        ...(campaignText === undefined
          ? []
          : campaignReasons(
              {
                copies: earlier.copies + 1,
                senders: earlier.senders.size,
                networks: earlier.networks.size,
                earlierTexts: earlier.texts,
              },
              message.message,
            )),
        ...reused,
      ];
      const verdict = verdictOf(reasons, settings);
      return {
        result: { held: verdict === 'held', verdict, score: pointsOf(reasons), reasons },
        spends: spends.filter((spend) => !reused.includes(spend.reused)),
        campaignText,
      };
    },
  };
}
