import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import type { Config } from '../../server/config';
import { acceptLead } from '../../server/store/acceptLead';
import { newMessageId, type Lead } from '../../server/store/lead';
import { folderOf, type Folder } from '../../server/store/leads';
import { listLeads } from '../../server/store/leadPages';
import { openStore } from '../../server/store/openStore';
import type { Engine, Store } from '../../server/store/store';
import type { Failure } from '../../server/store/schema';
import { onTestFinished } from 'vitest';
import { latestStoreFor } from './engines';
import { validMessage } from './helper';

/** A store of its own for this test, closed (and removed) when it finishes. */
export async function openTestStore(engine: Engine): Promise<Store> {
  const store = await openStore(await latestStoreFor(engine));
  onTestFinished(() => store.close());
  return store;
}

/** The store an app was built with, opened beside it (as the outbox command opens it). */
export async function openStoreOf(config: Pick<Config, 'dataDir' | 'databaseUrl'>) {
  const store = await openStore(config);
  onTestFinished(() => store.close());
  return store;
}

interface Seed {
  receivedAt?: Date;
  message?: Lead['message'];
  consent?: Lead['consent'];
  screen?: Lead['screen'];
  attribution?: Lead['attribution'];
  webhook?: boolean;
  /** for `failed`: why it was parked */
  failure?: Failure;
}

/**
 * A lead as the server would have stored it, arrived at `receivedAt`, standing where `folder`
 * says (`spam`: held; the others: its e-mail's state). Returns its id.
 */
export async function seedLead(store: Store, folder: Folder, seed: Seed = {}): Promise<string> {
  const receivedAt = seed.receivedAt ?? new Date();
  const id = newMessageId(receivedAt);
  const held = folder === 'spam';
  await acceptLead(store, {
    lead: {
      id,
      receivedAt: receivedAt.toISOString(),
      message: seed.message ?? validMessage,
      source: {
        page: 'https://www.example.com/contact',
        ip: '203.0.113.7',
        userAgent: 'test',
        javascript: true,
      },
      ...(seed.consent && { consent: seed.consent }),
      ...(seed.screen && { screen: seed.screen }),
      ...(seed.attribution && { attribution: seed.attribution }),
    },
    held,
    visitor: id,
    destinations: held ? [] : seed.webhook ? ['email', 'webhook'] : ['email'],
    spends: [],
    rateLimit: { max: 1, windowMs: 1000 },
  });
  if (folder === 'sent' || folder === 'failed') {
    await store.db
      .updateTable('jobs')
      .set({
        state: folder === 'sent' ? 'done' : folder,
        attempts: 1,
        first_attempt_at: receivedAt.getTime(),
        last_attempt_at: receivedAt.getTime(),
        ...(folder === 'failed' && {
          failure: seed.failure ?? 'refused',
          last_error: 'refused permanently: 550 no such user',
        }),
      })
      .where('key', '=', id)
      .where('task', '=', 'email')
      .execute();
  }
  return id;
}

/** The ids of the leads standing where `folder` says, oldest first. */
export async function leadsIn(store: Store, folder: Folder): Promise<string[]> {
  const leads = await listLeads(store);
  return leads
    .filter((lead) => folderOf(lead) === folder)
    .map((lead) => lead.id)
    .reverse();
}

interface Statement {
  sql: string;
  rows: number;
}

/** The store with every statement run on it logged, with the rows it returned. */
export function withQueryLog(store: Store): { store: Store; log: Statement[] } {
  const log: Statement[] = [];
  const pending = new WeakMap<QueryId, Statement>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      const statement = {
        sql: store.db.getExecutor().compileQuery(node as RootOperationNode, queryId).sql,
        rows: 0,
      };
      pending.set(queryId, statement);
      log.push(statement);
      return node;
    },
    async transformResult({ queryId, result }) {
      const statement = pending.get(queryId);
      if (statement) statement.rows = result.rows.length;
      return result;
    },
  };
  return { store: { ...store, db: store.db.withPlugin(plugin) }, log };
}
