import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { consentTextVersions } from '../../../../client/content/smsConsent';
import ContactForm from '../../../../client/features/contact/ContactForm';
import { formIn } from './contactFormHarness';

function parse(html: string): HTMLFormElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return formIn(container);
}

it('prerenders a form the browser can post natively, with its own required checks', () => {
  const form = parse(renderToString(<ContactForm />));

  expect(form.method).toBe('post');
  expect(form.getAttribute('action')).toBe('/api/send-email');
  expect(form.noValidate).toBe(false);
  const named = [...form.elements].filter((element) => element.getAttribute('name'));
  expect(named.map((element) => element.getAttribute('name'))).toEqual([
    'name',
    'email',
    'phone',
    'company',
    'message',
    'website',
    'formToken',
    'attribution',
    'terms',
    'consentVersion',
  ]);
  const unrequired = ['website', 'formToken', 'attribution', 'consentVersion'];
  for (const element of named.filter(
    (element) => !unrequired.includes(element.getAttribute('name') ?? ''),
  )) {
    expect(element).toBeRequired();
  }
  expect(form.elements.namedItem('email')).toHaveAttribute('type', 'email');
  expect(form.elements.namedItem('terms')).not.toHaveAttribute('value');
  expect(form.elements.namedItem('website')).toHaveAttribute('tabindex', '-1');
  expect(form.elements.namedItem('consentVersion')).toHaveAttribute('type', 'hidden');
  expect(form.elements.namedItem('consentVersion')).toHaveAttribute(
    'value',
    consentTextVersions.at(-1)?.id,
  );
  // The server writes the token in as it serves the page: the slot must come without a value.
  expect(form.elements.namedItem('formToken')).toHaveAttribute('type', 'hidden');
  expect(form.elements.namedItem('formToken')).not.toHaveAttribute('value');
  // So is where the visit came from, from the page load's query and Referer.
  expect(form.elements.namedItem('attribution')).toHaveAttribute('type', 'hidden');
  expect(form.elements.namedItem('attribution')).not.toHaveAttribute('value');
});

it('turns native validation off once hydrated, so the form shows its own messages', () => {
  const { container } = render(<ContactForm />);
  expect(formIn(container).noValidate).toBe(true);
});
