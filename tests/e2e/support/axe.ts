import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now and fails with every violation spelled out. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  expect(
    violations.map((violation) => violation.id),
    `axe violations on ${page.url()}:\n${report}`,
  ).toEqual([]);
}
