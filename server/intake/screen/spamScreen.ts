import type { ContactMessage } from '../../../client/features/contact/contactMessage';
import { formTokenField } from '../../../client/features/contact/formToken';
import { proofOfWorkField } from '../../../client/features/contact/proofOfWork/proofOfWorkField';
import type { ScreenResult } from '../../outbox/lead';
import { createCampaignTracker } from './campaigns';
import { contentReasons } from './content';
import type { FormTokens } from './formToken';
import { honeypotReasons, isTrapped } from './honeypot';
import type { ScreenReason, SpamLayer } from './layers';
import type { ProofOfWork } from './proofOfWork';
import { timingReasons, tokenReasons } from './tokenCheck';

export interface ScreenSettings {
  /** sure points that hold a message */
  threshold: number;
  /** points, sure or not, that mark a message it does not hold */
  markThreshold: number;
  layersOff: readonly SpamLayer[];
  minMs: number;
  /** undefined: SPAM_PROOF_OF_WORK=off */
  proofOfWork?: ProofOfWork;
}

interface Submission {
  message: ContactMessage;
  /** the posted body as received: the token and the honeypot are not part of the message */
  fields: Record<string, unknown>;
  now: number;
}

export interface SpamScreen {
  /** The honeypot is filled (and its layer on): a bot, whatever else it sent. */
  isTrapped(fields: Record<string, unknown>): boolean;
  check(submission: Submission): Promise<ScreenResult>;
}

const pointsOf = (reasons: ScreenReason[]) =>
  reasons.reduce((total, reason) => total + reason.points, 0);

/** The sure reasons' points hold; all of them, short of that, mark. */
function verdictOf(reasons: ScreenReason[], settings: ScreenSettings): ScreenResult['verdict'] {
  if (pointsOf(reasons.filter((reason) => !reason.unsure)) >= settings.threshold) return 'held';
  return pointsOf(reasons) >= settings.markThreshold ? 'marked' : 'passed';
}

/** Every layer's reasons weighed against the thresholds; the layers switched off are not asked. */
export function createSpamScreen(tokens: FormTokens, settings: ScreenSettings): SpamScreen {
  const on = (layer: SpamLayer) => !settings.layersOff.includes(layer);
  const campaigns = createCampaignTracker();
  return {
    isTrapped: (fields) => on('honeypot') && isTrapped(fields),
    async check({ message, fields, now }) {
      const token = tokens.read(fields[formTokenField]);
      const reasons: ScreenReason[] = [
        ...(on('token') ? tokenReasons(token, now) : []),
        ...(on('timing') ? timingReasons(token, now, settings.minMs) : []),
        ...(on('honeypot') ? honeypotReasons(fields) : []),
        ...(on('content') ? contentReasons(message) : []),
        ...(on('campaign') ? campaigns.reasons(message, now) : []),
        ...((await settings.proofOfWork?.reasons(fields[proofOfWorkField], now)) ?? []),
      ];
      const verdict = verdictOf(reasons, settings);
      return { held: verdict === 'held', verdict, score: pointsOf(reasons), reasons };
    },
  };
}
