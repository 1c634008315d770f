import { expect, type APIRequestContext } from '@playwright/test';
import type { StoredLead } from '../../../server/store/leads';
import { e2eServer } from './e2eServer';
import { leadFrom } from './leadStore';
import { mailsContaining } from './mailbox';

/** One form token per call, as the form fetches one after a client-side navigation. */
export async function freshToken(request: APIRequestContext): Promise<string> {
  const { token } = (await (await request.get('/api/form-token')).json()) as { token: string };
  return token;
}

/** The token a scraper finds in /contact as served: the hidden field's value. */
export async function tokenFromContactPage(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/contact')).text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  expect(token, 'the served /contact carries a form token').toBeDefined();
  return token ?? '';
}

/**
 * The message from `email` is held in the store with the screen's reasons, and the SMTP sink has
 * nothing from it: a held lead goes nowhere. Returns the reasons, for the test to check why.
 */
export async function expectHeld(email: string): Promise<string[]> {
  let lead: StoredLead | undefined;
  await expect
    .poll(async () => (lead = await leadFrom(e2eServer.dataDir, email)), {
      message: `a lead from ${email}`,
    })
    .toBeDefined();
  const { screen, status, deliveries } = lead as StoredLead;
  expect(screen?.held, `the screen held ${email}: ${JSON.stringify(screen)}`).toBe(true);
  expect(status).toBe('held');
  expect(deliveries).toEqual({});
  expect(await mailsContaining(email)).toEqual([]);
  return screen?.reasons.map((reason) => reason.why) ?? [];
}
