import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { formTokenField } from '../../../../client/features/contact/formToken';
import { createFormTokens } from '../../../../server/intake/screen/formToken';

export const secret = 'the same secret as the server, 32+ characters';
const tokens = createFormTokens(Buffer.from(secret));

/** The screen on with its proof of work, small enough to solve in a test. */
export const proofOfWorkOn = {
  spamScreen: true,
  spamProofOfWork: true,
  spamProofOfWorkMaxTries: 1000,
  formTokenSecret: secret,
};

/** What the form posts: the challenge as issued and the counter altcha's solver found. */
export async function solved(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('altcha-lib found no solution');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

export async function fetchChallenge(app: FastifyInstance): Promise<Challenge> {
  return (await app.inject({ method: 'GET', url: '/api/proof-of-work' })).json<Challenge>();
}

/** A person's form token: issued well before the post, so only the proof of work can count. */
export const personToken = () => ({ [formTokenField]: tokens.issue(Date.now() - 20_000) });
