import { afterEach, expect, it } from 'vitest';
import { renderContactForm } from './contactFormHarness';

let seenDefaultPrevented: boolean | undefined;
function recordClick(event: MouseEvent) {
  seenDefaultPrevented = event.defaultPrevented;
  // jsdom cannot load another document; the browser would.
  event.preventDefault();
}

afterEach(() => window.removeEventListener('click', recordClick));

// The form is an island on a static page: a router link would change the URL and leave the page.
it('links to the privacy policy with a plain anchor that loads the page', async () => {
  window.addEventListener('click', recordClick);
  const { user } = renderContactForm();
  const link = document.querySelector<HTMLAnchorElement>('a[href="/privacy"]');
  expect(link).toHaveTextContent('Privacy Policy');

  await user.click(link as HTMLAnchorElement);

  expect(seenDefaultPrevented).toBe(false);
});
