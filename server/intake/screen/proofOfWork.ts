import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import * as z from 'zod';
import type { ScreenReason } from './layers';
import { points } from './weights';

/** Long enough for a slow typist; the form solves a fresh one for each message it sends. */
const challengeLifetimeMs = 60 * 60 * 1000;

export interface ProofOfWork {
  issue(now?: number): Promise<Challenge>;
  /** What the posted solution counts against the message; a valid one is spent by this call. */
  reasons(posted: unknown, now: number): Promise<ScreenReason[]>;
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

const reason = (why: string): ScreenReason[] => [
  { layer: 'proofOfWork', points: points.proofOfWork, why },
];

/**
 * altcha-lib's deterministic SHA-256 challenge: the server draws a counter from 1 to `maxTries`
 * and signs the key it gives, so a browser needs exactly that many hashes (half `maxTries` on
 * average), and checking one costs a single hash. Signed with a key derived from the form
 * tokens' secret, so instances sharing FORM_TOKEN_SECRET accept each other's challenges.
 *
 * Spent challenges are remembered in memory until they expire, so a solution counts once: a
 * restart forgets them (a solution could then be posted again within its hour), and each
 * instance sees only its own posts. Only valid solutions are kept: each cost its sender the work.
 */
export function createProofOfWork(
  formTokenSecret: Buffer,
  maxTries: number,
  lifetimeMs = challengeLifetimeMs,
): ProofOfWork {
  const secret = createHmac('sha256', formTokenSecret).update('proof of work').digest('hex');
  const spent = new Map<string, number>();
  function forgetExpired(now: number) {
    for (const [signature, expiresAt] of spent) if (expiresAt * 1000 < now) spent.delete(signature);
  }
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
    async reasons(posted, now) {
      if (posted === undefined || posted === null || posted === '') {
        return reason('no proof of work');
      }
      const parsed = postedSolution.safeParse(posted);
      if (!parsed.success) return reason('a proof of work the server never issued');
      const { challenge, solution } = parsed.data;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: secret,
      }).catch(() => undefined);
      if (result?.expired) return reason('an expired proof of work');
      if (result?.invalidSolution === true) return reason('a proof of work not solved');
      if (!result?.verified) return reason('a proof of work the server never issued');
      // Checked after the await: two posts of one solution racing each other, one counts.
      if (spent.has(challenge.signature)) return reason('a proof of work already used');
      forgetExpired(now);
      spent.set(challenge.signature, challenge.parameters.expiresAt);
      return [];
    },
  };
}
