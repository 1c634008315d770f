import { useCallback, useEffect, useRef } from 'react';
import type { SolvedChallenge } from './proofOfWork/solveInBackground';

/** Well inside the challenge's hour on the server, by the visitor's own clock. */
const freshForMs = 45 * 60 * 1000;

interface Solving {
  startedAt: number;
  solved: Promise<SolvedChallenge | undefined>;
}

function startSolving(): Solving {
  return {
    startedAt: Date.now(),
    solved: import('./proofOfWork/solveInBackground').then((solver) => solver.solveInBackground()),
  };
}

/**
 * While the server asks for a proof of work, solves one in the background as soon as it knows,
 * and a fresh one for each message sent (the server counts each once). `take` waits only if the
 * solution is not ready yet; off, it answers undefined at once and nothing is loaded.
 */
export function useProofOfWork(enabled: boolean) {
  const solving = useRef<Solving>(undefined);
  useEffect(() => {
    if (enabled) solving.current ??= startSolving();
  }, [enabled]);
  return useCallback(async () => {
    if (!enabled) return undefined;
    const current =
      solving.current && Date.now() - solving.current.startedAt < freshForMs
        ? solving.current
        : startSolving();
    const solved = await current.solved;
    solving.current = startSolving();
    return solved;
  }, [enabled]);
}
