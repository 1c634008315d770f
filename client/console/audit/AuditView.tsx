import { Link, useSearchParams } from 'wouter';
import type { Answer } from '../api/types';
import { useApi } from '../api/useApi';
import { auditCopy as copy } from '../content/audit';
import { leadPath } from '../leads/leadPath';
import { buttonClass } from '../ui/buttons';
import { textOf } from '../ui/DataList';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { cellClass, TableScroll } from '../ui/TableScroll';
import { Time } from '../ui/Time';
import { useKeptFocus } from '../ui/useKeptFocus';
import { ViewHeading } from '../ui/ViewHeading';

export default function AuditView() {
  const [params] = useSearchParams();
  const before = params.get('before') ?? '';
  const audit = useApi<Answer<'GET /audit'>>(
    `/audit${before ? `?before=${encodeURIComponent(before)}` : ''}`,
  );
  // The page links go while the next page loads: the keyboard's focus stays in the log.
  const { container, keepOnReload } = useKeptFocus(audit.data);
  return (
    <>
      <ViewHeading title={copy.title} />
      <p className="mb-4 max-w-prose">{copy.intro}</p>
      <div ref={container} role="group" aria-label={copy.title} tabIndex={-1}>
        {audit.error && <ErrorNotice message={audit.error.message} onRetry={audit.reload} />}
        {audit.loading && <Loading />}
        {audit.data &&
          (audit.data.entries.length === 0 ? (
            <p>{copy.empty}</p>
          ) : (
            <div className="rounded-paper bg-paper p-2 shadow-card">
              <TableScroll label={copy.title}>
                <table className="w-full min-w-[48rem] border-collapse">
                  <thead>
                    <tr>
                      {[copy.at, copy.actor, copy.action, copy.lead, copy.detail, copy.result].map(
                        (heading) => (
                          <th key={heading} scope="col" className={cellClass}>
                            {heading}
                          </th>
                        ),
                      )}
                    </tr>
                  </thead>
                  <tbody>
                    {audit.data.entries.map((entry) => (
                      <tr key={entry.id}>
                        <td className={`${cellClass} whitespace-nowrap`}>
                          <Time value={entry.at} />
                        </td>
                        <td className={`${cellClass} break-all`}>{entry.actor}</td>
                        <td className={cellClass}>{entry.action}</td>
                        <td className={cellClass}>
                          {entry.leadId ? (
                            <Link href={leadPath(entry.leadId)} className="break-all underline">
                              {entry.leadId}
                            </Link>
                          ) : (
                            textOf(null)
                          )}
                        </td>
                        <td className={`${cellClass} break-words`}>{textOf(entry.detail)}</td>
                        <td className={cellClass}>{entry.result}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </div>
          ))}
        {audit.data && (
          <nav aria-label={copy.pages} className="mt-6 flex flex-wrap gap-3">
            {before && (
              <Link href="/audit" className={buttonClass.secondary} onClick={keepOnReload}>
                {copy.newest}
              </Link>
            )}
            {audit.data.next !== null && (
              <Link
                href={`/audit?before=${encodeURIComponent(String(audit.data.next))}`}
                className={buttonClass.secondary}
                onClick={keepOnReload}
              >
                {copy.older}
              </Link>
            )}
          </nav>
        )}
      </div>
    </>
  );
}
