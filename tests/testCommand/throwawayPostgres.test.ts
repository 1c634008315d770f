import { existsSync } from 'node:fs';
import pg from 'pg';
import { expect, it } from 'vitest';
import { portOpen } from '../bench/freePort';
import { postgresBinDir } from './debianPackages';
import { startThrowawayPostgres } from './throwawayPostgres';

it('starts a PostgreSQL on a free loopback port with fsync off, and stop removes it whole', async () => {
  const binDir = postgresBinDir();
  if (binDir === undefined)
    throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  const postgres = startThrowawayPostgres(binDir);
  try {
    const url = new URL(await postgres.url);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const setting = async (name: string) =>
      (await client.query<{ value: string }>(`select current_setting('${name}') as value`)).rows[0]
        ?.value;
    expect(await setting('fsync')).toBe('off');
    expect(await setting('listen_addresses')).toBe('127.0.0.1');
    expect(await setting('unix_socket_directories')).toBe(postgres.dir);
    await client.end();

    postgres.stop();

    expect(await portOpen(Number(url.port))).toBe(false);
    expect(existsSync(postgres.dir)).toBe(false);
  } finally {
    postgres.stop();
  }
}, 30_000);
