import type { Insertable } from 'kysely';
import type { InsightViewTable } from '../store/schema';
import type { Store } from '../store/store';

export interface BatchSettings {
  /** a row waits at most this long before it is written */
  flushMs: number;
  /** this many waiting rows are written at once, in one statement */
  batchRows: number;
  /** rows waiting or being written beyond this are dropped: a store that stalls costs no memory */
  maxWaiting: number;
}

export const defaultBatchSettings: BatchSettings = {
  flushMs: 1000,
  batchRows: 500,
  maxWaiting: 10_000,
};

/**
 * Beacon rows, buffered and written one statement per batch, one batch at a time: a burst of page
 * views becomes an insert or two a second. On SQLite the insert joins the leads' commit group
 * (commitGroup.ts): with leads arriving it rides on their commit, where a commit of its own would
 * stall the event loop, every lead's request with it, for one more fsync. An analytics row may be
 * lost in a crash; a lead never waits for one.
 */
export function batchWriter(
  store: Store,
  { flushMs, batchRows, maxWaiting }: BatchSettings,
  onDropped: (rows: number) => void,
) {
  let buffer: Insertable<InsightViewTable>[] = [];
  let waiting = 0;
  let writing = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const write = async (rows: Insertable<InsightViewTable>[]) => {
    try {
      await store.transact(async (trx) => {
        await trx.insertInto('insight_views').values(rows).execute();
      });
    } catch {
      onDropped(rows.length);
    } finally {
      waiting -= rows.length;
    }
  };

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (buffer.length > 0) {
      const rows = buffer;
      buffer = [];
      writing = writing.then(() => write(rows));
    }
    return writing;
  };

  return {
    /** false: too many rows wait already, this one is dropped */
    add(row: Insertable<InsightViewTable>): boolean {
      if (waiting >= maxWaiting) return false;
      waiting += 1;
      buffer.push(row);
      if (buffer.length >= batchRows) void flush();
      else timer ??= setTimeout(flush, flushMs).unref();
      return true;
    },
    flush,
  };
}
