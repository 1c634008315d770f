import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { contactTexts, gotoContactForm, notice } from './support/contactForm';

// /contact as it loads is read by axe in routes.spec.ts, with every other route.

test('/contact with every field error and a notification shown has no violations', async ({
  page,
}) => {
  const form = await gotoContactForm(page);

  await form.submitButton.click();

  await expect(form.name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.message).toHaveAttribute('aria-invalid', 'true');
  await expect(notice(page, contactTexts.termsRequired)).toBeVisible();
  // axe reads colours of what is on screen: let the notification finish sliding in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expectNoAxeViolations(page);
});
