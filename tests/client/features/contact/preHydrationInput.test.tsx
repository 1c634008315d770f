import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import ContactForm from '../../../../client/features/contact/ContactForm';
import { formIn } from './contactFormHarness';

// On a slow phone the form is visible well before its chunk runs; that typing is a lead too.
it('keeps what a visitor typed into the prerendered form before hydration', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ContactForm />);
  document.body.append(container);
  const form = formIn(container);
  const name = form.elements.namedItem('name') as HTMLInputElement;
  const terms = form.elements.namedItem('terms') as HTMLInputElement;
  name.value = 'Typed early';
  terms.checked = true;

  const root = await act(async () => hydrateRoot(container, <ContactForm />));

  expect(name).toHaveValue('Typed early');
  expect(terms).toBeChecked();
  act(() => root.unmount());
  container.remove();
});
