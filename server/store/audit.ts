import { newMessageId } from './lead';
import type { Store } from './store';

export interface AuditEntry {
  actor: string;
  action: string;
  leadId?: string;
  detail?: string;
  result?: 'ok' | 'refused';
}

/** The last line this process wrote: the id of the next one in its millisecond sorts after it. */
let last = { at: 0, count: 0 };

/**
 * newMessageId's shape, its random part led by a count of the lines this process wrote in that
 * millisecond: the log reads them in the order they were written, not at random.
 */
function auditId(now: number): string {
  last = { at: now, count: now === last.at ? last.count + 1 : 0 };
  const id = newMessageId(new Date(now));
  return `${id.slice(0, -10)}${last.count.toString(16).padStart(4, '0')}${id.slice(-6)}`;
}

/** Appends one line; nothing ever updates or deletes one. */
export async function audit(store: Store, entry: AuditEntry, now = Date.now()): Promise<void> {
  await store.db
    .insertInto('console_audit')
    .values({
      id: auditId(now),
      at: now,
      actor: entry.actor,
      action: entry.action,
      lead_id: entry.leadId ?? null,
      detail: entry.detail ?? '',
      result: entry.result ?? 'ok',
    })
    .execute();
}

/** Newest first, `limit` at a time, older than `before` (an entry's id) when given. */
export async function readAudit(
  store: Store,
  { before, limit }: { before?: string; limit: number },
) {
  const rows = await store.db
    .selectFrom('console_audit')
    .selectAll()
    .$if(before !== undefined, (query) => query.where('id', '<', before ?? ''))
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const entries = rows.slice(0, limit).map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    action: row.action,
    leadId: row.lead_id,
    detail: row.detail,
    result: row.result,
  }));
  return { entries, next: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}
