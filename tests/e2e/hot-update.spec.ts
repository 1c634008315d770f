import { expect as baseExpect, test, type Page } from '@playwright/test';
import { menuButton, drawerPanel } from './support/drawer';
import { startDevServer, type DevServer } from './support/devServer';
import { scrollToY, waitForHydration } from './support/hydration';

// A save shows in about a second; the margin is for a busy CI machine (timings never fail a run).
const expect = baseExpect.configure({ timeout: 30_000 });

// One dev server for the file: its edits build on each other, so the tests run in order.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let dev: DevServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dev = await startDevServer();
});
test.afterAll(async () => {
  await dev?.stop();
});
// A save that never showed is only understood with what Vite said about it.
test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const browser = (await page.consoleMessages()).map((message) => message.text()).join('\n');
  console.error(
    `The page said:\n${browser}\n\nnpm run dev said:\n${dev
      .log()
      .replace(/^\{"level":30,.*\n/gm, '')
      .slice(-8000)}`,
  );
});

const red600 = 'rgb(220, 38, 38)';

/** Marks the document: a reload (or any new document) drops the mark. */
async function openMarked(page: Page, path: string): Promise<void> {
  // A save before the page hears Vite's socket, or before lazy modules settle, would be missed.
  const connected = page.waitForEvent('console', (message) =>
    message.text().includes('[vite] connected'),
  );
  await page.goto(dev.url(path), { waitUntil: 'networkidle' });
  await connected;
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => 'sameDocument' in window);
}

function style(page: Page, selector: string, property: string) {
  return () =>
    page
      .locator(selector)
      .first()
      .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

test('a class or copy saved in a server-rendered component shows on the open page in place', async ({
  page,
}) => {
  await openMarked(page, '/about');
  await scrollToY(page, 240);

  await dev.edit('client/components/ui/PageIntro.tsx', (text) =>
    text.replace('<h1 className="', '<h1 className="text-red-600 '),
  );
  await expect.poll(style(page, 'h1', 'color')).toBe(red600);
  expect(await page.evaluate(() => window.scrollY)).toBe(240);

  await dev.edit('client/content/about.ts', (text) =>
    text.replace("'Adapting Technology to Fit Your Business'", "'Technology That Fits'"),
  );
  await expect(page.locator('h1')).toHaveText('Technology That Fits');

  expect(await isSameDocument(page)).toBe(true);
});

test('a theme token or the stylesheet saved restyles the open page', async ({ page }) => {
  await openMarked(page, '/about');

  await dev.edit('tailwind.config.ts', (text) =>
    text.replace("background: '#F4F6F8'", "background: '#FFEEDD'"),
  );
  await expect.poll(style(page, 'body', 'background-color')).toBe('rgb(255, 238, 221)');

  await dev.edit('client/styles.css', (text) =>
    text.replace(
      '@apply font-normal leading-body;',
      '@apply font-normal leading-body tracking-widest;',
    ),
  );
  await expect.poll(style(page, 'body', 'letter-spacing')).toBe('1.6px');

  expect(await isSameDocument(page)).toBe(true);
});

test('an edit inside an island is a Fast Refresh that keeps its state', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMarked(page, '/contact');
  const name = page.getByLabel('Name', { exact: false }).first();
  await name.fill('Ada Lovelace');
  await menuButton(page).click();
  await expect(drawerPanel(page)).toBeVisible();

  await dev.edit('client/components/layout/MobileDrawer.tsx', (text) =>
    text.replace('<DialogTitle className="', '<DialogTitle className="text-red-600 '),
  );
  await expect.poll(style(page, '[id^="headlessui-dialog-title-"]', 'color')).toBe(red600);
  await expect(drawerPanel(page)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawerPanel(page)).toBeHidden();
  await dev.edit('client/features/contact/TextField.tsx', (text) =>
    text.replace('className: tw`mt-1.5 ', 'className: tw`mt-1.5 tracking-widest '),
  );
  await expect
    .poll(() => name.evaluate((input) => getComputedStyle(input).letterSpacing))
    .toBe('1.6px');
  await expect(name).toHaveValue('Ada Lovelace');

  expect(await isSameDocument(page)).toBe(true);
});

test('a syntax error shows the overlay naming the file, and the next good save recovers', async ({
  page,
}) => {
  await openMarked(page, '/about');
  let good = '';
  await dev.edit('client/components/ui/PageIntro.tsx', (text) => {
    good = text;
    return text.replace('<h1 className=', '<h1 <className=');
  });
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toBeAttached();
  await expect(overlay.locator('.file')).toContainText('PageIntro.tsx');

  await dev.edit('client/components/ui/PageIntro.tsx', () => good);
  await expect(overlay).not.toBeAttached();
  await expect(page.locator('h1')).toHaveText('Technology That Fits');
});

test('the style guide shows the tokens with computed contrast and the components, drawer open', async ({
  page,
}) => {
  await page.goto(dev.url('/styleguide'));
  const whiteRow = page.getByRole('row', { name: /^white/ });
  await expect(whiteRow.getByRole('cell').nth(2)).toContainText('fails AA');
  await expect(whiteRow.getByRole('cell').nth(3)).toContainText(/\d+\.\d\d:1\s*AA$/);
  await expect(page.getByRole('heading', { name: 'Buttons' })).toBeVisible();
  await expect(page.frameLocator('iframe').getByRole('dialog')).toBeVisible();
});
