import { expect, test } from './support/test';
import { gotoHydrated } from './support/hydration';

const columnsAt = [
  { width: 375, columns: 1 },
  { width: 700, columns: 2 },
  { width: 1000, columns: 3 },
  { width: 1300, columns: 4 },
];

test('the services grid has 1, 2, 3 and 4 columns from extra small to large', async ({ page }) => {
  await gotoHydrated(page, '/services');
  const grid = page.getByTestId('service-grid');
  await expect(grid.locator(':scope > *')).toHaveCount(4);
  for (const { width, columns } of columnsAt) {
    await page.setViewportSize({ width, height: 900 });
    // Cards sharing a column share a left edge, whatever the layout technique.
    await expect
      .poll(
        () =>
          grid.evaluate(
            (element) =>
              new Set(
                [...element.children].map((card) => Math.round(card.getBoundingClientRect().left)),
              ).size,
          ),
        { message: `columns at ${width} px` },
      )
      .toBe(columns);
  }
});
