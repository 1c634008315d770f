import { useCallback, useEffect, useRef, useState } from 'react';
import { formTokenEndpoint } from './contactEndpoint';
import { formTokenIssuedAt, formTokenLifetimeMs } from './formToken';
import { proofOfWorkFlag } from './proofOfWork/proofOfWorkField';

/** Well inside the token's lifetime, so a page left open never posts an expired one. */
const refreshAfterMs = formTokenLifetimeMs / 3;
const checkEveryMs = 60_000;
/**
 * A new token replaces the old one only once it is older than the server's minimum wait, so a
 * refresh landing just before a click on Send cannot make a person look like a bot.
 */
const swapAfterMs = 5_000;

async function fetchFormToken(): Promise<{ token: string; proofOfWork: boolean } | undefined> {
  try {
    const response = await fetch(formTokenEndpoint, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
    const { token, proofOfWork } = (await response.json()) as {
      token?: unknown;
      proofOfWork?: unknown;
    };
    return response.ok && typeof token === 'string'
      ? { token, proofOfWork: proofOfWork === true }
      : undefined;
  } catch {
    // Offline for now: the next check tries again.
    return undefined;
  }
}

function needsRefresh(token: string): boolean {
  const issuedAt = formTokenIssuedAt(token);
  // A visitor's clock far off the server's makes every token look old: a refresh a minute, no harm.
  return issuedAt === undefined || Math.abs(Date.now() - issuedAt) > refreshAfterMs;
}

/**
 * Keeps the form's hidden token field fresh. The server writes a token into /contact as it
 * serves the page; a page reached by client-side navigation (its HTML came from the build) or
 * kept in a cache has none or an old one, and gets one here.
 */
export function useFormToken() {
  const inputRef = useRef<HTMLInputElement>(null);
  /** The server asks for a proof of work: flagged on the served page or with a fetched token. */
  const [proofOfWork, setProofOfWork] = useState(false);
  const renewRef = useRef<() => void>(undefined);
  useEffect(() => {
    if (inputRef.current?.hasAttribute(proofOfWorkFlag)) setProofOfWork(true);
    let swap: ReturnType<typeof setTimeout> | undefined;
    let fetching = false;
    let unmounted = false;
    async function refresh() {
      const input = inputRef.current;
      if (!input || fetching || swap !== undefined || !needsRefresh(input.value)) return;
      fetching = true;
      const answer = await fetchFormToken();
      fetching = false;
      if (unmounted || answer === undefined) return;
      if (answer.proofOfWork) setProofOfWork(true);
      const { token } = answer;
      if (input.value === '') input.value = token;
      else {
        swap = setTimeout(() => {
          input.value = token;
          swap = undefined;
        }, swapAfterMs);
      }
    }
    // A token buys one message: once it is spent, the next message needs another.
    renewRef.current = () => {
      clearTimeout(swap);
      swap = undefined;
      if (inputRef.current) inputRef.current.value = '';
      void refresh();
    };
    void refresh();
    const timer = setInterval(() => void refresh(), checkEveryMs);
    return () => {
      unmounted = true;
      clearInterval(timer);
      clearTimeout(swap);
    };
  }, []);
  const currentToken = useCallback(() => inputRef.current?.value ?? '', []);
  const renewToken = useCallback(() => renewRef.current?.(), []);
  return { inputRef, currentToken, renewToken, proofOfWork };
}
