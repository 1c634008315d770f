import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';
import { siteRoutes, type SiteRoute } from './support/siteRoutes';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function expectRouteContent(page: Page, route: SiteRoute): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(route.h1);

  for (const name of route.headings) {
    const heading = page.getByRole('heading', { name, exact: typeof name === 'string' });
    await expect(heading.first(), `heading "${String(name)}"`).toBeVisible();
  }

  if (route.keyFeatures !== undefined) {
    const checklist = page
      .getByRole('heading', { name: 'Key Features', exact: true })
      .locator('xpath=following::*[self::ul or self::ol][1]/li');
    await expect(checklist).toHaveCount(route.keyFeatures);
  }

  for (const link of route.links ?? []) {
    const anchor = page
      .getByRole('link', { name: link.name, exact: typeof link.name === 'string' })
      .and(page.locator(`[href="${link.href}"]`));
    await expect(anchor.first(), `link "${String(link.name)}" to ${link.href}`).toBeVisible();
  }

  await expect(page).toHaveTitle(route.title);
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', /\w/);

  const canonical = page.locator('link[rel="canonical"]');
  if (route.status === 200) {
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+${escapeRegExp(route.path)}$`),
    );
  } else {
    await expect(canonical).toHaveCount(0);
  }
}

test.describe('every route with JavaScript', () => {
  for (const route of siteRoutes) {
    // The guarded `test` fails on console errors, hydration warnings and foreign requests. Axe
    // reads the same load: a hydrated page of its own per route cost about 1.4 core-s each.
    test(`${route.path} renders, hydrates cleanly, stays on its origin and has no WCAG 2.2 AA violations`, async ({
      page,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.status);
      await waitForHydration(page);
      await expectRouteContent(page, route);
      // Late effects (idle prefetches, observers) get their chance to misbehave too.
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('every route without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of siteRoutes) {
    test(`${route.path} is complete as prerendered HTML`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.status);
      await expect(
        page.locator('[hidden][id^="S:"]'),
        "content outlined into React's hidden Suspense segments only shows with JavaScript",
      ).toHaveCount(0);
      await expectRouteContent(page, route);
    });
  }
});

test('every page has a title and description of its own', async ({ request }) => {
  const pages = siteRoutes.filter((route) => route.status === 200);
  const heads = await Promise.all(
    pages.map(async (route) => {
      const html = await (await request.get(route.path)).text();
      return {
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        description: /<meta[^>]*name="description"[^>]*content="([^"]*)"/.exec(html)?.[1],
      };
    }),
  );
  expect(new Set(heads.map((head) => head.title)).size).toBe(pages.length);
  expect(new Set(heads.map((head) => head.description)).size).toBe(pages.length);
});
