import { useEffect, useRef } from 'react';
import { apiBase } from '../api/request';

/**
 * Calls `onLead` with each lead any instance accepts while the view is open (the server's
 * Server-Sent Events; EventSource reconnects by itself after a drop).
 */
export function useLeadEvents(onLead: (id: string) => void) {
  const latest = useRef(onLead);
  useEffect(() => {
    latest.current = onLead;
  }, [onLead]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const events = new EventSource(`${apiBase}/events`);
    const listener = (event: MessageEvent<string>) => {
      try {
        const { id } = JSON.parse(event.data) as { id: string };
        latest.current(id);
      } catch {
        // A malformed event names no lead: the next one, or a reload, brings the list up to date.
      }
    };
    events.addEventListener('lead', listener);
    return () => events.close();
  }, []);
}
