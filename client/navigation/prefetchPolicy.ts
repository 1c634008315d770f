/** The Network Information API's fields the policy reads (Chromium only; absent elsewhere). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Prefetching spends a visitor's data on a page they may never open: not when they asked to save
 * data (the browser then sends `Save-Data` too), nor on 2G, where it would compete with what they
 * are loading now.
 */
export function mayPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}
