import type { Page } from '@playwright/test';

export function menuButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /menu|navigation/i });
}

/**
 * Headless UI's DialogPanel: the sliding drawer itself. The element with role="dialog" only wraps
 * the fixed backdrop and panel and has no box of its own.
 */
export function drawerPanel(page: Page) {
  return page.getByRole('dialog').locator('[id^="headlessui-dialog-panel-"]');
}
