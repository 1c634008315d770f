import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { consoleCli, type ConsoleSite } from './consoleSite';
import { expect } from './test';

const screenshotDir = resolve(import.meta.dirname, '../../../test-results/console');

/**
 * axe on the view as it is, then the view at a phone's 375 px (nothing wider than the screen)
 * and at 1300 px, photographed for people to look at: a judgement of the design needs eyes.
 * `widths`: others instead, such as the narrowest phones' 320 px as well for the inbox.
 */
export async function checkView(page: Page, name: string, widths = [375, 1300]): Promise<void> {
  await expectNoAxeViolations(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(innerWidth);
    await page.screenshot({
      path: join(screenshotDir, `${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
}

export const viewHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

export async function openView(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: link }).click();
  await expect(viewHeading(page, heading)).toBeFocused();
}

/** The enrolment link `npm run console -- invite` prints for the address, as the owner copies it. */
export async function invitedByCli(
  site: ConsoleSite,
  email: string,
  role: 'owner' | 'member',
): Promise<string> {
  const printed = await consoleCli(site, ['invite', email, '--role', role]);
  const link = /http\S+\/console\/enrol#token=[\w-]+/.exec(printed)?.[0];
  expect(link, `an enrolment link in:\n${printed}`).toBeDefined();
  return link ?? '';
}

/**
 * Opens an enrolment link and creates the passkey on the page's authenticator: signed in.
 * `checkedAs` names the enrolment view for checkView before its button is pressed.
 */
export async function enrol(
  page: Page,
  link: string,
  email: string,
  checkedAs?: string,
): Promise<void> {
  const { pathname, hash } = new URL(link);
  await page.goto(pathname + hash);
  await expect(page.getByText(email)).toBeVisible();
  if (checkedAs) await checkView(page, checkedAs);
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(viewHeading(page, 'Leads')).toBeVisible();
  expect(page.url(), 'the token leaves the address bar').not.toContain('token');
}
