/** The Network Information API's fields the policy reads (Chromium only; absent elsewhere). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Why a page would be fetched ahead: its link came into view, the pointer rests on it, it has
 * keyboard focus, or a finger landed on it.
 */
export type PrefetchReason = 'view' | 'hover' | 'focus' | 'touch';

/**
 * Prefetching spends a visitor's data on a page they may never open. When they asked to save data
 * (the browser then sends `Save-Data` too), or on 2G, where it would compete with what they are
 * loading now, only a finger on the link is reason enough: the click follows it within about
 * 100 ms.
 */
export function mayPrefetch(
  reason: PrefetchReason,
  connection: ConnectionHints | undefined,
): boolean {
  if (reason === 'touch' || !connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}
