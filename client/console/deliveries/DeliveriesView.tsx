import { useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import { postJson } from '../api/request';
import type { Answer, DestinationSummary } from '../api/types';
import { useApi } from '../api/useApi';
import { useAction } from '../auth/useAction';
import { deliveriesCopy as copy } from '../content/deliveries';
import { destinationLabels } from '../content/lead';
import { leadPath } from '../leads/leadPath';
import { buttonClass } from '../ui/buttons';
import { BusyButton } from '../ui/BusyButton';
import { textOf } from '../ui/DataList';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { Section } from '../ui/Section';
import { cellClass, TableScroll } from '../ui/TableScroll';
import { Time } from '../ui/Time';
import { useKeptFocus } from '../ui/useKeptFocus';
import { ViewHeading } from '../ui/ViewHeading';

function Destination({ summary, reload }: { summary: DestinationSummary; reload: () => void }) {
  const { run, busy } = useAction();
  const label = destinationLabels[summary.name] ?? summary.name;
  const rows = useRef<HTMLTableSectionElement>(null);
  const retriedRow = useRef<number | null>(null);
  // A job the worker delivers before the list is read again takes its row and the pressed Retry
  // with it: the row now in its place (or the one before, the last gone) keeps the keyboard there,
  // in the commit that removes the row, so focus is never seen on the body in between.
  useLayoutEffect(() => {
    const index = retriedRow.current;
    retriedRow.current = null;
    const focused = document.activeElement;
    if (index === null || (focused && focused !== document.body)) return;
    const buttons = [...(rows.current?.querySelectorAll('button') ?? [])];
    buttons.at(Math.min(index, buttons.length - 1))?.focus();
  }, [summary]);
  const retry = async (leadId: string, index: number) => {
    const path = `${leadPath(leadId)}/retry`;
    await run(() => postJson(path, { destination: summary.name }), copy.retried(label));
    // Refused too, it may have been retried meanwhile: the list shows what is left.
    retriedRow.current = index;
    reload();
  };
  return (
    <Section title={label}>
      <dl className="mb-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-ink-muted">{copy.pending}</dt>
        <dd>{summary.pending}</dd>
        <dt className="font-medium text-ink-muted">{copy.failed}</dt>
        <dd>{summary.failed}</dd>
        <dt className="font-medium text-ink-muted">{copy.oldestPending}</dt>
        <dd>
          <Time value={summary.oldestPendingAt} />
        </dd>
        <dt className="font-medium text-ink-muted">{copy.lastError}</dt>
        <dd className="break-words">{textOf(summary.lastError)}</dd>
      </dl>
      {summary.items.length === 0 ? (
        <p>{copy.allClear}</p>
      ) : (
        <TableScroll label={label}>
          <table className="w-full min-w-[40rem] border-collapse">
            <thead>
              <tr>
                {[
                  copy.lead,
                  copy.state,
                  copy.attempts,
                  copy.lastAnswer,
                  copy.nextTry,
                  copy.action,
                ].map((heading) => (
                  <th key={heading} scope="col" className={cellClass}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody ref={rows}>
              {summary.items.map((item, index) => (
                <tr key={item.leadId}>
                  <th scope="row" className={`${cellClass} font-normal`}>
                    <Link href={leadPath(item.leadId)} className="underline">
                      {item.name || item.leadId}
                    </Link>
                  </th>
                  <td className={cellClass}>{item.state}</td>
                  <td className={cellClass}>{item.attempts}</td>
                  <td className={`${cellClass} break-words`}>{textOf(item.lastAnswer)}</td>
                  <td className={cellClass}>
                    <Time value={item.nextTryAt} />
                  </td>
                  <td className={cellClass}>
                    {/* The server retries a failed delivery only: one waiting is tried anyway. */}
                    {item.state === 'failed' && (
                      <BusyButton
                        className={buttonClass.secondary}
                        aria-label={copy.retryOne(label, item.name || item.leadId)}
                        busy={busy}
                        onClick={() => void retry(item.leadId, index)}
                      >
                        {copy.retry}
                      </BusyButton>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Section>
  );
}

export default function DeliveriesView() {
  const deliveries = useApi<Answer<'GET /deliveries'>>('/deliveries');
  // A destination left with no row to retry keeps the keyboard's focus in the view.
  const { container, keepOnReload } = useKeptFocus(deliveries.data);
  const reload = () => {
    keepOnReload();
    deliveries.reload();
  };
  return (
    <>
      <ViewHeading title={copy.title} />
      <p className="mb-4 max-w-prose">{copy.intro}</p>
      {deliveries.error && (
        <ErrorNotice message={deliveries.error.message} onRetry={deliveries.reload} />
      )}
      {deliveries.loading && <Loading />}
      {deliveries.data && (
        <div ref={container} role="group" aria-label={copy.title} tabIndex={-1}>
          {deliveries.data.destinations.map((summary) => (
            <Destination key={summary.name} summary={summary} reload={reload} />
          ))}
        </div>
      )}
    </>
  );
}
