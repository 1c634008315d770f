import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * altcha-lib's solver, off the main thread: its own loop blocks for up to 200 ms between yields,
 * which a visitor typing beside it would feel. Answers the one challenge it is sent, or null.
 */
self.onmessage = async ({ data }: MessageEvent<Challenge>) => {
  const solution = await solveChallenge({ challenge: data, deriveKey }).catch(() => null);
  self.postMessage(solution && { counter: solution.counter, derivedKey: solution.derivedKey });
};
