import type { Challenge } from 'altcha-lib';
import { proofOfWorkEndpoint } from '../contactEndpoint';

export interface SolvedChallenge {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

/**
 * Fetches a challenge and solves it in a Web Worker. Loaded only once the server has said the
 * proof of work is on. Resolves undefined when anything fails (offline, no Worker): the message
 * is still sent, and the screen holds it for an operator, as it holds a post without JavaScript.
 */
export async function solveInBackground(): Promise<SolvedChallenge | undefined> {
  try {
    const response = await fetch(proofOfWorkEndpoint, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) return undefined;
    const challenge = (await response.json()) as Challenge;
    const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
    const solution = await new Promise<SolvedChallenge['solution'] | null>((resolve) => {
      worker.onmessage = ({ data }: MessageEvent<SolvedChallenge['solution'] | null>) =>
        resolve(data);
      worker.onerror = () => resolve(null);
      worker.postMessage(challenge);
    }).finally(() => worker.terminate());
    return solution ? { challenge, solution } : undefined;
  } catch {
    return undefined;
  }
}
