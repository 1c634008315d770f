import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import {
  crmSecret,
  listenAsCrm,
  type WebhookReceiver,
} from '../../server/jobs/webhook/crmReceiver';
import { startOwnServer, type OwnServer } from './ownServer';
import { test as guarded } from './test';

const projectRoot = resolve(import.meta.dirname, '../../..');

export interface ConsoleSite extends OwnServer {
  /** the same server as `http://localhost:PORT`: browsers refuse an IP address as a passkey's RP ID */
  origin: string;
  /** the CRM the site's webhook posts every lead to, verifying each with standardwebhooks */
  crm: WebhookReceiver;
}

/**
 * The guarded `test` on a production server of its own, reached at localhost, that sends every
 * lead to a CRM stand-in: one per worker, the console spec's baseURL.
 */
export const test = guarded.extend<object, { consoleSite: ConsoleSite }>({
  consoleSite: [
    // Playwright reads which fixtures this needs from the pattern: none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const crm = await listenAsCrm();
      const server = await startOwnServer('console-site', (port) => ({
        SITE_URL: `http://localhost:${port}`,
        LEAD_WEBHOOK_URL: crm.url,
        LEAD_WEBHOOK_SECRET: crmSecret,
        LEAD_WEBHOOK_ALLOW_HTTP: 'true',
      }));
      const origin = server.baseUrl.replace('127.0.0.1', 'localhost');
      await provide({ ...server, origin, crm });
      await server.stop();
      await crm.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ consoleSite }, provide) => provide(consoleSite.origin),
});

/** `npm run console -- <args>` as the owner types it on the server, against the site's store. */
export function consoleCli(site: ConsoleSite, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const cli = spawn('npm', ['run', '--silent', 'console', '--', ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: site.dataDir, SITE_URL: site.origin },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    cli.stdout.on('data', (chunk: Buffer) => (out += chunk));
    cli.stderr.on('data', (chunk: Buffer) => (err += chunk));
    cli.once('error', fail);
    cli.once('exit', (code) =>
      code === 0 ? done(out) : fail(new Error(`console ${args.join(' ')} exited ${code}:\n${err}`)),
    );
  });
}

/**
 * Chromium's own virtual authenticator (CDP WebAuthn domain) on the page: a platform passkey
 * that keeps resident keys and verifies its user, so the real ceremony runs, not a stub.
 */
export async function addVirtualAuthenticator(
  page: Page,
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
