/**
 * Several instances on one PostgreSQL, as README's "Running several instances" sets them up: two
 * production servers (`npm run serve`, the build `npm test` made) sharing DATABASE_URL and
 * FORM_TOKEN_SECRET, one SMTP server and one CRM. Nothing is per instance.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect, it } from 'vitest';
import { freePort } from '../../bench/freePort';
import { crmSecret, startWebhookReceiver } from '../../server/jobs/webhook/webhookReceiver';
import { databaseUrlFor } from '../../server/engines';
import { startSmtpSink, tempDir, validMessage, waitFor, type SmtpSink } from '../../server/helper';
import { projectRoot } from '../support/dockerfile';
import { startServedProcess, type ServedProcess } from '../support/servedProcess';

const run = promisify(execFile);
const servers: ServedProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});

interface Shared {
  databaseUrl: string;
  smtp: SmtpSink;
  webhookUrl: string;
  extra: NodeJS.ProcessEnv;
}

async function envFor({ databaseUrl, smtp, webhookUrl, extra }: Shared, port: number) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: await tempDir('instance'),
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    LEAD_WEBHOOK_URL: webhookUrl,
    LEAD_WEBHOOK_SECRET: crmSecret,
    LEAD_WEBHOOK_ALLOW_HTTP: 'true',
    FORM_TOKEN_SECRET: 'one secret shared by every instance, 32+ chars',
    RATE_LIMIT_MAX: '100000',
    SPAM_SCREEN: 'off',
    ...extra,
  };
}

async function startServer(env: NodeJS.ProcessEnv): Promise<ServedProcess> {
  const server = await startServedProcess({
    command: ['node', 'dist/server/index.js'],
    cwd: projectRoot,
    env,
    port: Number(env.PORT),
  });
  servers.push(server);
  return server;
}

async function post(server: ServedProcess, body: Record<string, unknown>) {
  const response = await fetch(`${server.origin}/api/send-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
  return response && { status: response.status, ...((await response.json()) as { id?: string }) };
}

/** `npm run outbox -- list --json` as an operator runs it beside one of the servers. */
async function listed(env: NodeJS.ProcessEnv): Promise<{ id: string; folder: string }[]> {
  const { stdout } = await run(
    'node',
    [join(projectRoot, 'dist/server/outboxCli.js'), 'list', '--json'],
    {
      cwd: projectRoot,
      env,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as { id: string; folder: string }[];
}

const messageIdOf = (raw: string) => /^Message-ID: <([^@>]+)@/im.exec(raw)?.[1];

/** One SMTP sink, one CRM, a fresh PostgreSQL schema, and the environments of two servers on them. */
async function twoInstances(extra: NodeJS.ProcessEnv = {}) {
  const smtp = await startSmtpSink();
  const crm = await startWebhookReceiver();
  const shared = {
    databaseUrl: (await databaseUrlFor('postgres')) ?? '',
    smtp,
    webhookUrl: crm.url,
    extra,
  };
  const envs = [await envFor(shared, await freePort()), await envFor(shared, await freePort())];
  return { smtp, crm, envs };
}

it('two servers on one PostgreSQL, one killed -9 mid-stream and restarted: every accepted lead in the inbox exactly once and at the CRM at least once', async () => {
  const { smtp, crm, envs } = await twoInstances();
  const [first, second] = await Promise.all(envs.map(startServer));
  let instances = [first, second] as ServedProcess[];

  const accepted: string[] = [];
  const total = 300;
  for (let n = 0; n < total; n += 10) {
    const batch = Array.from({ length: 10 }, (_, k) =>
      post(instances[(n + k) % 2] as ServedProcess, { ...validMessage, name: `Lead ${n + k}` }),
    );
    if (n === 100) {
      // Killed while its posts are in flight: what it answered 202 must still arrive.
      await instances[0]?.kill();
    }
    if (n === 150) instances = [await startServer(envs[0] ?? {}), instances[1] as ServedProcess];
    for (const answer of await Promise.all(batch)) {
      if (answer?.status === 202 && answer.id) accepted.push(answer.id);
    }
  }
  // Only the posts to the dead server fail: its 5 in flight and the 25 while it is down.
  expect(accepted.length).toBeGreaterThanOrEqual(total - 30);

  await waitFor(
    () => accepted.every((id) => smtp.received.some((mail) => messageIdOf(mail.raw) === id)),
    60_000,
  );
  await waitFor(() => accepted.every((id) => crm.ids().includes(id)), 60_000);
  const inboxIds = smtp.received.map((mail) => messageIdOf(mail.raw));
  expect(new Set(inboxIds).size).toBe(inboxIds.length);

  for (const env of envs) {
    const ids = new Set((await listed(env)).map((lead) => lead.id));
    expect(accepted.filter((id) => !ids.has(id))).toEqual([]);
  }
}, 180_000);

it('a campaign split across both servers is held from its third copy; one form token buys one message on either', async () => {
  const { envs } = await twoInstances({ SPAM_SCREEN: 'on', SPAM_MIN_SECONDS: '0' });
  const [a, b] = (await Promise.all(envs.map(startServer))) as [ServedProcess, ServedProcess];
  const token = async (server: ServedProcess) =>
    ((await (await fetch(`${server.origin}/api/form-token`)).json()) as { token: string }).token;
  const text =
    'Hello, could you tell me who handles partnerships at your company, and what a Java developer for six months costs? Thank you.';
  const copy = async (server: ServedProcess, n: number) =>
    post(server, {
      ...validMessage,
      name: `Sender ${n}`,
      email: `sender${n}@example${n}.test`,
      company: `Firm ${n}`,
      message: text,
      formToken: await token(server),
    });

  const copies = [await copy(a, 1), await copy(b, 2), await copy(a, 3)];
  expect(copies.map((answer) => answer?.status)).toEqual([202, 202, 202]);
  const [, , third] = copies;

  const once = await token(a);
  const firstUse = await post(a, { ...validMessage, email: 'first@use.test', formToken: once });
  const secondUse = await post(b, { ...validMessage, email: 'second@use.test', formToken: once });

  const folders = new Map((await listed(envs[0] ?? {})).map((lead) => [lead.id, lead.folder]));
  for (const answer of copies.slice(0, 2)) expect(folders.get(answer?.id ?? '')).not.toBe('spam');
  expect(folders.get(third?.id ?? '')).toBe('spam');
  expect(folders.get(firstUse?.id ?? '')).not.toBe('spam');
  expect(folders.get(secondUse?.id ?? '')).toBe('spam');
}, 60_000);
