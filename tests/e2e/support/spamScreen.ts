import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Lead } from '../../../server/outbox/lead';
import { e2eServer } from './e2eServer';
import { mailsContaining } from './mailbox';

/** The token a scraper finds in /contact as served: the hidden field's value. */
export async function tokenFromContactPage(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/contact')).text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  expect(token, 'the served /contact carries a form token').toBeDefined();
  return token ?? '';
}

async function leadFrom(email: string): Promise<Lead | undefined> {
  const dir = join(e2eServer.outboxDir, 'leads');
  for (const file of await readdir(dir).catch(() => [])) {
    const lead = JSON.parse(await readFile(join(dir, file), 'utf8')) as Lead;
    if (lead.message.email === email) return lead;
  }
  return undefined;
}

const inFolder = (folder: string, id: string) =>
  readdir(join(e2eServer.outboxDir, folder)).then((files) => files.includes(`${id}.eml`));

/**
 * The message from `email` is on disk in spam/ with the screen's reasons, and the SMTP sink has
 * nothing from it: a file in spam/ is never relayed. Returns the reasons, for the test to check why.
 */
export async function expectHeld(email: string): Promise<string[]> {
  let lead: Lead | undefined;
  await expect
    .poll(async () => (lead = await leadFrom(email)), { message: `a lead from ${email}` })
    .toBeDefined();
  const { id, screen } = lead as Lead;
  expect(screen?.held, `the screen held ${email}: ${JSON.stringify(screen)}`).toBe(true);
  expect(await inFolder('spam', id)).toBe(true);
  expect(await inFolder('pending', id)).toBe(false);
  expect(await inFolder('sent', id)).toBe(false);
  expect(await mailsContaining(email)).toEqual([]);
  return screen?.reasons.map((reason) => reason.why) ?? [];
}
