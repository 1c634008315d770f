/**
 * The site in Gecko: Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi against the
 * production build, as `npm run serve` serves it, relaying to the e2e SMTP sink. A smoke test:
 * every route renders its h1, the mobile drawer opens, the contact form sends and the mail arrives.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellCopy } from '../../../client/content/navigation';
import { freePort, portOpen } from '../../bench/freePort';
import { startServedProcess, type ServedProcess } from '../../deploy/support/servedProcess';
import { projectRoot } from '../../deploy/support/dockerfile';
import { waitFor } from '../../server/helper';
import { programPath } from '../../testCommand/debianPackages';
import { contactTexts, msUntilPersonPace, newVisitor } from '../support/contactForm';
import { e2eServer } from '../support/e2eServer';
import { everyIslandHydrated } from '../support/hydration';
import { mailsContaining } from '../support/mailbox';
import { siteRoutes } from '../support/siteRoutes';

describe('the site in Firefox ESR', { timeout: 60_000 }, () => {
  const { mailDir, dataDir } = e2eServer.firefox;
  let sink: ChildProcess | undefined;
  let server: ServedProcess | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const firefoxPath = programPath('firefox');
    const smtpPort = await freePort();
    await rm(dataDir, { recursive: true, force: true });
    sink = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/smtpSink.ts'], {
      cwd: projectRoot,
      env: { ...process.env, SMTP_SINK_DIR: mailDir, SMTP_SINK_PORT: String(smtpPort) },
      stdio: 'ignore',
    });
    await waitFor(() => portOpen(smtpPort), 15_000);
    const port = await freePort();
    server = await startServedProcess({
      command: [process.execPath, 'dist/server/index.js'],
      cwd: projectRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        DATA_DIR: dataDir,
      },
      port,
    });
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxPath,
      protocol: 'webDriverBiDi',
      headless: true,
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    sink?.kill();
  });

  /** A fresh page that fails the test on any uncaught exception or console error. */
  async function openPage(): Promise<{ page: Page; problems: string[] }> {
    if (!browser) throw new Error('Firefox did not start');
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    return { page, problems };
  }

  async function gotoHydrated(page: Page, path: string) {
    const response = await page.goto(`${server?.origin ?? ''}${path}`);
    await page.waitForFunction(everyIslandHydrated, { timeout: 10_000 });
    return response;
  }

  it('every route renders its h1, with its status', async () => {
    const { page, problems } = await openPage();

    for (const route of siteRoutes) {
      const response = await gotoHydrated(page, route.path);
      const h1 = await page.$eval('h1', (heading) => heading.textContent?.trim() ?? '');

      expect.soft(response?.status(), route.path).toBe(route.status);
      if (typeof route.h1 === 'string') expect.soft(h1, route.path).toBe(route.h1);
      else expect.soft(h1, route.path).toMatch(route.h1);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the mobile drawer opens from the menu button, with the site’s pages', async () => {
    const { page, problems } = await openPage();
    await page.setViewport({ width: 390, height: 844 });
    await gotoHydrated(page, '/');

    await page.click(`header button[aria-label="${shellCopy.openMenu}"]`);

    const panel = await page.waitForSelector('[role="dialog"] [id^="headlessui-dialog-panel-"]', {
      visible: true,
    });
    const links = await panel?.$$eval('nav a', (anchors) =>
      anchors.map((anchor) => anchor.textContent?.trim()),
    );
    expect(links).toEqual(['Home', 'About', 'Services', 'Contact']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the contact form sends, and the message reaches the SMTP server', async () => {
    const { page, problems } = await openPage();
    const visitor = newVisitor();
    await gotoHydrated(page, '/contact');

    for (const field of ['name', 'email', 'phone', 'company'] as const) {
      await page.type(`input[name="${field}"]`, visitor[field]);
    }
    await page.type('textarea[name="message"]', visitor.message);
    await page.click('input[name="terms"]');
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[name="formToken"]')?.value,
    );
    const token = await page.$eval('input[name="formToken"]', (input) => input.value);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, msUntilPersonPace(token))));
    await page.click('form button[type="submit"]');

    await page.waitForFunction(
      (sent) => document.body.innerText.includes(sent),
      { timeout: 10_000 },
      contactTexts.sent,
    );
    await expect
      .poll(async () => (await mailsContaining(visitor.email, mailDir)).length, {
        timeout: 20_000,
      })
      .toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});
