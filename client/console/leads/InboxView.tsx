import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { request } from '../api/request';
import type { Answer } from '../api/types';
import { useApi } from '../api/useApi';
import { useAction } from '../auth/useAction';
import { inboxCopy } from '../content/leads';
import { buttonClass } from '../ui/buttons';
import { BusyButton } from '../ui/BusyButton';
import { CardList } from '../ui/CardList';
import { download } from '../ui/download';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { useKeptFocus } from '../ui/useKeptFocus';
import { ViewHeading } from '../ui/ViewHeading';
import { FilterForm } from './FilterForm';
import { apiQueryOf, filtersFrom, hasFilters, queryOf, type LeadFilters } from './filters';
import { LeadCard } from './LeadList';
import { useLeadEvents } from './useLeadEvents';

export function InboxView() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const apiQuery = apiQueryOf(filters);
  const leads = useApi<Answer<'GET /leads'>>(`/leads${apiQuery ? `?${apiQuery}` : ''}`);
  // How many leads arrived while this view was open: a live region speaks only when its words
  // change, so each arrival gets words of its own.
  const [arrived, setArrived] = useState(0);
  const [missed, setMissed] = useState(false);
  const { run, busy } = useAction();
  // Applying the filters remounts their form and paging unmounts its links while the next
  // page loads: the keyboard's focus goes to the leads rather than to the page's body.
  const { container, keepOnReload } = useKeptFocus(leads.data);
  const apply = (next: LeadFilters) => {
    keepOnReload();
    setParams(new URLSearchParams(queryOf(next)));
  };
  const openFirstPage = () => {
    keepOnReload();
    setMissed(false);
  };
  const onFirstPage = filters.cursor === '';
  const firstPage = `/?${queryOf({ ...filters, cursor: '' })}`;
  const { reload } = leads;
  const onLead = useCallback(() => {
    setArrived((count) => count + 1);
    // A later page would shift under the reader: they are told, and choose when to look.
    if (onFirstPage) reload();
    else setMissed(true);
  }, [onFirstPage, reload, setArrived, setMissed]);
  useLeadEvents(onLead);
  const exportCsv = () =>
    run(async () => {
      const exportQuery = apiQueryOf({ ...filters, cursor: '' });
      const response = await request(`/export.csv${exportQuery ? `?${exportQuery}` : ''}`);
      await download(response, inboxCopy.exportFile(new Date().toISOString().slice(0, 10)));
    }, inboxCopy.exported);
  return (
    <>
      <ViewHeading title={inboxCopy.title}>
        <BusyButton className={buttonClass.secondary} busy={busy} onClick={() => void exportCsv()}>
          {inboxCopy.export}
        </BusyButton>
      </ViewHeading>
      <FilterForm filters={filters} onApply={apply} />
      <p role="status" className="sr-only">
        {arrived > 0 && inboxCopy.arrivedCount(arrived)}
      </p>
      {/* Back on the first page, by whichever link, the reader sees the newest leads there. */}
      {missed && !onFirstPage && (
        <div className="mb-4 flex flex-wrap items-center gap-3 rounded-paper bg-paper p-4 shadow-card">
          <p>{inboxCopy.newLeads}</p>
          <Link href={firstPage} className={buttonClass.secondary} onClick={openFirstPage}>
            {inboxCopy.showNewest}
          </Link>
        </div>
      )}
      <div ref={container} role="group" aria-label={inboxCopy.title} tabIndex={-1}>
        {leads.error && <ErrorNotice message={leads.error.message} onRetry={leads.reload} />}
        {leads.loading && <Loading />}
        {/* In the page from the start, so a screen reader hears each new view's count. */}
        <p role="status" className="mb-3 text-ink-muted">
          {leads.data && inboxCopy.shown(leads.data.leads.length, leads.data.next !== null)}
        </p>
        {leads.data && (
          <>
            {leads.data.leads.length === 0 ? (
              <p className="rounded-paper bg-paper p-6 shadow-card">
                {hasFilters(filters) ? inboxCopy.empty : inboxCopy.emptyInbox}
              </p>
            ) : (
              <CardList>
                {leads.data.leads.map((lead) => (
                  <li key={lead.id}>
                    <LeadCard lead={lead} />
                  </li>
                ))}
              </CardList>
            )}
            <nav aria-label={inboxCopy.pages} className="mt-6 flex flex-wrap gap-3">
              {!onFirstPage && (
                <Link href={firstPage} className={buttonClass.secondary} onClick={openFirstPage}>
                  {inboxCopy.newest}
                </Link>
              )}
              {leads.data.next && (
                <Link
                  href={`/?${queryOf({ ...filters, cursor: leads.data.next })}`}
                  className={buttonClass.secondary}
                  onClick={keepOnReload}
                >
                  {inboxCopy.older}
                </Link>
              )}
            </nav>
          </>
        )}
      </div>
    </>
  );
}
