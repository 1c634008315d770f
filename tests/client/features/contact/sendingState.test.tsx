import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { formIn, jsonResponse, renderContactForm, stubFetch, submit } from './contactFormHarness';

it('shows "Sending..." on a disabled button and sends once however often it is submitted', async () => {
  let answer: (response: Response) => void = () => {};
  const fetchMock = stubFetch(() => new Promise((resolve) => (answer = resolve)));
  const { fillValidMessage, submitButton } = renderContactForm();
  await fillValidMessage();

  // Two submits in the same tick: the second lands before React can disable the button.
  const form = formIn(document);
  fireEvent.submit(form);
  fireEvent.submit(form);

  await waitFor(() => expect(submitButton()).toHaveTextContent(submit.sending));
  expect(submitButton()).toBeDisabled();
  fireEvent.submit(form);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

  answer(jsonResponse({ ok: true, id: 'm1' }, 202));
  await waitFor(() => expect(submitButton()).toHaveTextContent(submit.idle));
  expect(submitButton()).toBeEnabled();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(screen.queryByText(submit.sending)).not.toBeInTheDocument();
});
