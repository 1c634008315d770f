import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { LeadRow } from '../api/types';
import { commonCopy } from '../content/common';
import { inboxCopy } from '../content/leads';
import { StateBadge } from '../ui/StateBadge';
import { Time } from '../ui/Time';
import { leadPath } from './leadPath';

/** One lead as a card: it reads the same at 375 px as at 1300. `lead` is rendered as text only. */
export function LeadCard({ lead, control }: { lead: LeadRow; control?: ReactNode }) {
  return (
    <article className="flex gap-3 rounded-paper bg-paper p-4 shadow-card">
      {control}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="min-w-0 break-words text-lg">
            <Link href={leadPath(lead.id)} className="underline-offset-2 hover:underline">
              {lead.name || commonCopy.none}
            </Link>
          </h2>
          <StateBadge state={lead.state} />
        </div>
        <p className="break-words text-ink-muted">
          {[lead.company, lead.email, lead.phone].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-2 line-clamp-2 break-words">{lead.preview}</p>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <div className="flex gap-1">
            <dt>{inboxCopy.received}:</dt>
            <dd>
              <Time value={lead.receivedAt} />
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{inboxCopy.source}:</dt>
            <dd className="break-all">{lead.source}</dd>
          </div>
          {lead.campaign && (
            <div className="flex gap-1">
              <dt>{inboxCopy.campaign}:</dt>
              <dd className="break-all">{lead.campaign}</dd>
            </div>
          )}
          {lead.points !== null && (
            <div>
              <dd>{inboxCopy.points(lead.points)}</dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}
