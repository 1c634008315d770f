import { useEffect, useRef } from 'react';
import type { Answer } from '../api/types';
import { apiBase, getJson, signedOut } from '../api/request';

/** How long a feed the browser gave up on waits before it is opened again. */
const reopenMs = 5_000;

/**
 * Calls `onLead` with each lead any instance accepts while the view is open (the server's
 * Server-Sent Events; EventSource reconnects by itself after a drop).
 *
 * A reconnection answered with anything but the stream (a 401 once the session has run out, a
 * 502 while the server restarts) makes the browser give up for good. The view would then go
 * quiet while looking live: the session is asked about instead, and the feed opened again, or
 * the console goes back to sign-in.
 */
export function useLeadEvents(onLead: (id: string) => void) {
  const latest = useRef(onLead);
  useEffect(() => {
    latest.current = onLead;
  }, [onLead]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let events: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const listener = (event: MessageEvent<string>) => {
      try {
        const { id } = JSON.parse(event.data) as { id: string };
        latest.current(id);
      } catch {
        // A malformed event names no lead: the next one, or a reload, brings the list up to date.
      }
    };
    const open = () => {
      const source = new EventSource(`${apiBase}/events`);
      events = source;
      source.addEventListener('lead', listener);
      source.addEventListener('error', () => {
        if (closed || source.readyState !== EventSource.CLOSED) return;
        getJson<Answer<'GET /me'>>('/me').then(
          ({ user }) => {
            if (closed) return;
            if (user) timer = setTimeout(open, reopenMs);
            else signedOut();
          },
          () => {
            if (!closed) timer = setTimeout(open, reopenMs);
          },
        );
      });
    };
    open();
    return () => {
      closed = true;
      clearTimeout(timer);
      events?.close();
    };
  }, []);
}
