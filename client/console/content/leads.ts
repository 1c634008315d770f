import type { LeadState } from '../api/types';

export const leadStateLabels: Record<LeadState, string> = {
  new: 'New',
  handled: 'Handled',
  held: 'Held as spam',
  marked: 'Marked as possible spam',
  failed: 'Delivery failed',
};

/** A person's verdict, which outranks the state (a failed delivery of spam is nobody's work). */
export const spamMarkedLabel = 'Marked as spam';

export const inboxCopy = {
  title: 'Leads',
  filters: {
    legend: 'Find leads',
    search: 'Search',
    searchHint: 'Name, e-mail, company or message',
    state: 'State',
    anyState: 'Any state',
    source: 'Source',
    more: 'More filters: source, campaign, dates',
    campaign: 'Campaign',
    from: 'Received from',
    to: 'Received to',
    apply: 'Show leads',
    clear: 'Clear filters',
  },
  // The server counts no total: at a million leads that would cost a scan for every page.
  shown: (count: number, more: boolean) =>
    `${count === 0 ? 'No leads' : count === 1 ? '1 lead' : `${count} leads`}${more ? ' on this page, older ones on the next' : ''}`,
  empty: 'No lead matches this view.',
  emptyInbox: 'No leads yet. They appear here as they arrive.',
  points: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
  source: 'Source',
  campaign: 'Campaign',
  received: 'Received',
  older: 'Older leads',
  newest: 'Back to the newest',
  pages: 'Pages of leads',
  newLeads: 'New leads have arrived.',
  arrivedCount: (count: number) =>
    `${count} new ${count === 1 ? 'lead has' : 'leads have'} arrived since this view opened.`,
  showNewest: 'Show the newest',
  export: 'Export CSV',
  exported: 'The CSV of this view is downloaded.',
  exportFile: (date: string) => `leads-${date}.csv`,
} as const;
