import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { startVisitAttribution } from '../../../../client/features/attribution/visitAttribution';
import { onPageShown } from '../../../../client/navigation/pageShown';
import { jsonResponse, renderContactForm, stubFetch } from './contactFormHarness';

it('sends where the visit came from with the message', async () => {
  history.replaceState(null, '', '/contact?utm_source=newsletter&utm_campaign=spring');
  startVisitAttribution(onPageShown);
  const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({ ok: true, id: 'm1' }, 202)));
  const { user, submitButton, fillValidMessage } = renderContactForm();

  await fillValidMessage();
  await user.click(submitButton());

  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [, init] = fetchMock.mock.calls[0] ?? [];
  expect(JSON.parse(String(init?.body)).attribution).toEqual({
    landingPage: '/contact',
    utm: { source: 'newsletter', campaign: 'spring' },
    pagesSeen: ['/contact'],
    secondsToSend: expect.any(Number),
  });
});
