import { useCallback, useEffect, useRef } from 'react';
import { formTokenEndpoint } from './contactEndpoint';
import { formTokenIssuedAt, formTokenLifetimeMs, formTokenMinAgeMs } from './formToken';

/** Well inside the token's lifetime, so a page left open never posts an expired one. */
const refreshAfterMs = formTokenLifetimeMs / 3;
const checkEveryMs = 60_000;
/**
 * A token request on a flaky phone connection can be lost, or never answered. Send asks this many
 * times, a moment apart, before it posts without one: such a post is held as spam, so a person
 * with a bad signal would be heard only once someone looks through the held messages.
 */
const sendTries = 3;
const retryPauseMs = 1_000;
/** Unanswered by then, a request is taken for lost, so Send asks again instead of hanging. */
const fetchTimeoutMs = 5_000;

interface FetchedToken {
  token: string;
  receivedAt: number;
}

async function fetchFormToken(): Promise<FetchedToken | undefined> {
  const abort = new AbortController();
  const timeout = setTimeout(() => abort.abort(), fetchTimeoutMs);
  try {
    const response = await fetch(formTokenEndpoint, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: abort.signal,
    });
    const { token } = (await response.json()) as { token?: unknown };
    return response.ok && typeof token === 'string' ? { token, receivedAt: Date.now() } : undefined;
  } catch {
    // Offline for now: the next check, or Send, tries again.
    return undefined;
  } finally {
    clearTimeout(timeout);
  }
}

/** A visitor's clock far off the server's makes every token look old: a fetch too many, no harm. */
const ageOf = (token: string) => {
  const issuedAt = formTokenIssuedAt(token);
  return issuedAt === undefined ? Infinity : Math.abs(Date.now() - issuedAt);
};

const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Tokens this page has sent with a message. Client navigation shows a page again from the markup it
 * kept, so a link back to /contact brings back the token the server wrote into the page the visit
 * landed on: posted again, it would have the visitor's next message held as spam.
 */
const spentTokens = new Set<string>();

/** The field's token, unless this page has spent it already ('' then: a fetch is due). */
function unspentToken(input: HTMLInputElement): string {
  if (spentTokens.has(input.value)) input.value = '';
  return input.value;
}

/**
 * Keeps the form's hidden token field fresh. The server writes a token into /contact as it
 * serves the page; a page reached by client-side navigation (its HTML came from the build) or
 * kept in a cache has none or an old one, and gets one here. If it still has none, or an expired
 * one, when Send is pressed (the fetch failed or has not returned), `tokenForSending` fetches one
 * then, asking again if that is lost, and posts it once it is old enough.
 */
export function useFormToken() {
  const inputRef = useRef<HTMLInputElement>(null);
  /** One fetch at a time, shared by the background refresh and Send. */
  const inFlight = useRef<Promise<FetchedToken | undefined>>(undefined);
  /** The token last fetched: the refresh may put it in the field the moment it arrives. */
  const lastFetched = useRef<FetchedToken>(undefined);
  const fetchOnce = useCallback(() => {
    inFlight.current ??= fetchFormToken().then((answer) => {
      inFlight.current = undefined;
      if (answer) lastFetched.current = answer;
      return answer;
    });
    return inFlight.current;
  }, []);
  /**
   * The screen judges a token's age from its issue time on the server's clock; the time it arrived
   * here, on this one, is no earlier. So a fetched token is posted no sooner than
   * `formTokenMinAgeMs` after it arrived, whichever way it got into the field, and a refreshed one
   * replaces the old one only then: a person never looks like a bot.
   */
  const oldEnough = useCallback(async (token: string) => {
    const fetched = lastFetched.current;
    if (fetched?.token === token) await waitMs(fetched.receivedAt + formTokenMinAgeMs - Date.now());
    return token;
  }, []);

  const renewRef = useRef<() => void>(undefined);
  /** The token handed out for the message last sent: spent once that message is taken. */
  const sentRef = useRef<string>(undefined);

  useEffect(() => {
    let swap: ReturnType<typeof setTimeout> | undefined;
    let unmounted = false;
    async function refresh() {
      const input = inputRef.current;
      if (!input || swap !== undefined || ageOf(unspentToken(input)) <= refreshAfterMs) return;
      const answer = await fetchOnce();
      if (unmounted || answer === undefined || ageOf(input.value) <= refreshAfterMs) return;
      if (input.value === '') input.value = answer.token;
      else {
        swap = setTimeout(() => {
          input.value = answer.token;
          swap = undefined;
        }, formTokenMinAgeMs);
      }
    }
    // A token buys one message: once it is spent, the next message needs another.
    renewRef.current = () => {
      if (sentRef.current !== undefined) spentTokens.add(sentRef.current);
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
  }, [fetchOnce]);

  const tokenForSending = useCallback(async () => {
    const input = inputRef.current;
    if (!input) return '';
    const current = unspentToken(input);
    if (ageOf(current) < formTokenLifetimeMs) return (sentRef.current = await oldEnough(current));
    let answer = await fetchOnce();
    for (let tries = 1; answer === undefined && tries < sendTries; tries += 1) {
      await waitMs(retryPauseMs);
      answer = await fetchOnce();
    }
    if (answer === undefined) return (sentRef.current = current);
    input.value = answer.token;
    return (sentRef.current = await oldEnough(answer.token));
  }, [fetchOnce, oldEnough]);

  const renewToken = useCallback(() => renewRef.current?.(), []);
  return { inputRef, tokenForSending, renewToken };
}
