import { createHash, createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import * as z from 'zod';
import type { ScreenReason } from './layers';
import { points } from './weights';

/** Long enough for a slow typist; the form solves a fresh one for each message it sends. */
const challengeLifetimeMs = 60 * 60 * 1000;

/** A token a message spends: a hash of it, kept until it could no longer be posted anyway. */
export interface Spend {
  hash: string;
  expiresAt: number;
  /** the reason it counts for when it was spent already */
  reused: ScreenReason;
}

export interface ProofOfWork {
  issue(now?: number): Promise<Challenge>;
  /** What the posted solution counts against the message, and, when valid, what it spends. */
  check(posted: unknown): Promise<{ reasons: ScreenReason[]; spend?: Spend }>;
}

/** What the form posts: altcha's challenge as issued and the counter it found. */
const postedSolution = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

const reason = (why: string): ScreenReason => ({
  layer: 'proofOfWork',
  points: points.proofOfWork,
  why,
});
const counting = (why: string) => ({ reasons: [reason(why)] });

/**
 * altcha-lib's deterministic SHA-256 challenge: the server draws a counter from 1 to `maxTries`
 * and signs the key it gives, so a browser needs exactly that many hashes (half `maxTries` on
 * average), and checking one costs a single hash. Signed with a key derived from the form
 * tokens' secret, so instances sharing FORM_TOKEN_SECRET accept each other's challenges.
 *
 * A valid solution is spent by the message it came with (the store remembers it until it
 * expires), so a solution counts once on every instance.
 */
export function createProofOfWork(
  formTokenSecret: Buffer,
  maxTries: number,
  lifetimeMs = challengeLifetimeMs,
): ProofOfWork {
  const secret = createHmac('sha256', formTokenSecret).update('proof of work').digest('hex');
  return {
    issue: (now = Date.now()) =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(maxTries),
        deriveKey,
        expiresAt: Math.ceil((now + lifetimeMs) / 1000),
        hmacSignatureSecret: secret,
      }),
    async check(posted) {
      if (posted === undefined || posted === null || posted === '') {
        return counting('no proof of work');
      }
      const parsed = postedSolution.safeParse(posted);
      if (!parsed.success) return counting('a proof of work the server never issued');
      const { challenge, solution } = parsed.data;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: secret,
      }).catch(() => undefined);
      if (result?.expired) return counting('an expired proof of work');
      if (result?.invalidSolution === true) return counting('a proof of work not solved');
      if (!result?.verified) return counting('a proof of work the server never issued');
      return {
        reasons: [],
        spend: {
          hash: `pow:${createHash('sha256').update(challenge.signature).digest('base64url')}`,
          expiresAt: challenge.parameters.expiresAt * 1000,
          reused: reason('a proof of work already used'),
        },
      };
    },
  };
}
