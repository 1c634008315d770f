import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Store {
  readonly db: Kysely<Database>;
  readonly engine: Engine;
  /** where the leads live, for the log and `status`: the file, or the server without credentials */
  readonly location: string;
  /** a transaction for the hot path, taking a lead: grouped on SQLite (transactionsFor) */
  readonly transact: (work: (trx: Transaction<Database>) => Promise<void>) => Promise<void>;
  close(): Promise<void>;
}

/** The store before its transactions are set up. */
export type Connection = Omit<Store, 'transact'>;
