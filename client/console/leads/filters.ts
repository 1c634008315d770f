import { leadStates, type LeadState } from '../api/types';

/** The inbox's view: what the URL holds, so a view can be bookmarked and shared. */
export interface LeadFilters {
  q: string;
  state: LeadState | '';
  source: string;
  campaign: string;
  /** YYYY-MM-DD, inclusive */
  from: string;
  to: string;
  /** the page after the first, as the server's cursor */
  cursor: string;
}

const keys = ['q', 'state', 'source', 'campaign', 'from', 'to', 'cursor'] as const;

export const noFilters: LeadFilters = {
  q: '',
  state: '',
  source: '',
  campaign: '',
  from: '',
  to: '',
  cursor: '',
};

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isState = (value: string): value is LeadState =>
  (leadStates as readonly string[]).includes(value);

/** A URL's filters; what a hand-edited URL gets wrong is dropped rather than sent on. */
export function filtersFrom(params: URLSearchParams): LeadFilters {
  const text = (key: (typeof keys)[number]) => params.get(key)?.trim() ?? '';
  const state = text('state');
  return {
    q: text('q'),
    state: isState(state) ? state : '',
    source: text('source'),
    campaign: text('campaign'),
    from: isDate(text('from')) ? text('from') : '',
    to: isDate(text('to')) ? text('to') : '',
    cursor: text('cursor'),
  };
}

/** The filters as a query string, the set ones only and always in one order (no leading `?`). */
export function queryOf(filters: LeadFilters): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return params.toString();
}

/**
 * The filters as the server is asked for them: the days are the reader's own, as the cards show
 * times in the reader's zone, so the zone goes along with them.
 */
export function apiQueryOf(filters: LeadFilters): string {
  const query = queryOf(filters);
  if (!filters.from && !filters.to) return query;
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return `${query}&${new URLSearchParams({ tz: timeZone }).toString()}`;
}

export const hasFilters = (filters: LeadFilters) =>
  keys.some((key) => key !== 'cursor' && filters[key] !== '');
