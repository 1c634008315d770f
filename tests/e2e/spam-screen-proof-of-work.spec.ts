import {
  contactTexts,
  fillContactForm,
  gotoContactForm,
  newVisitor,
  notice,
} from './support/contactForm';
import { leadFrom } from './support/leadStore';
import { waitForMail } from './support/mailbox';
import { startOwnServer, type OwnServer } from './support/ownServer';
import { expect, test } from './support/test';

// With SPAM_PROOF_OF_WORK=on, a person's JavaScript form solves its challenge while they type and
// is delivered like any other. Off (every other spec), the form never asks for one.

let server: OwnServer;
test.use({
  // Playwright reads which fixtures this needs from the pattern: none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    server = await startOwnServer('proof-of-work', { SPAM_PROOF_OF_WORK: 'on' });
    await provide(server.baseUrl);
    await server.stop();
  },
});

test('a person sends the form, which solved the proof of work in the background', async ({
  page,
}) => {
  const challenges: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/proof-of-work')) challenges.push(request.url());
  });
  const form = await gotoContactForm(page);
  const visitor = newVisitor();

  await fillContactForm(form, visitor);
  await form.terms.check();
  const posted = page.waitForRequest('**/api/send-email');
  await form.submitButton.click();

  expect((await posted).postDataJSON()).toMatchObject({
    proofOfWork: { solution: { counter: expect.any(Number) } },
  });
  await expect(notice(page, contactTexts.sent)).toBeVisible();
  expect(await waitForMail(visitor.email)).toHaveLength(1);
  const lead = await leadFrom(server.dataDir, visitor.email);
  expect(lead?.screen).toEqual({ held: false, verdict: 'passed', score: 0, reasons: [] });
  // The next message's challenge is solved in the background once this one is sent.
  await expect.poll(() => challenges.length).toBe(2);
});
