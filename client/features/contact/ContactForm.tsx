import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { contactFormCopy } from '../../content/contactForm';
import { draftForgetter } from '../../lib/sentDrafts';
import { contactEndpoint } from './contactEndpoint';
import {
  contactFormSchema,
  emptyContactForm,
  type ContactFormInput,
  type ContactFormValues,
} from './contactFormSchema';
import { attributionField, contactFields, honeypotField } from './contactMessage';
import { fieldId } from './fieldId';
import { formTokenField } from './formToken';
import { cardFocusRing } from '../../components/ui/cardFocusRing';
import { HoneypotField } from './HoneypotField';
import { notify, warmUpNotices } from '../../components/notices/notices';
import { TermsCheckbox } from './TermsCheckbox';
import { TextField } from './TextField';
import { useContactSubmit } from './useContactSubmit';
import { useFormToken } from './useFormToken';

const { labels, submit, notices } = contactFormCopy;

/** The form's fields that can be invalid, in the order they are on screen. */
const fieldOrder = [...contactFields.map((field) => field.name), 'terms'] as const;

/**
 * Where the visit came from, from the code every page loads once idle (so loaded by now, and not
 * part of the form's); a message goes without it rather than fail when that cannot load.
 */
const visitAttribution = () =>
  import('../attribution/visitAttribution').then(
    (visit) => visit.attributionForSending(),
    () => undefined,
  );

/** What the visitor wrote in the form's fields, as they are on screen. */
function wordsIn(form: HTMLFormElement | null): string {
  const data = form ? new FormData(form) : undefined;
  return JSON.stringify(contactFields.map(({ name }) => data?.get(name) ?? ''));
}

export default function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { inputRef: tokenRef, tokenForSending, renewToken } = useFormToken();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
    // react-hook-form focuses the first invalid field before the errors are rendered, so a
    // screen reader read that field without its error: it is focused here once they are.
    shouldFocusError: false,
  });
  const { sending, send } = useContactSubmit(
    useMemo(
      () => ({
        words: () => wordsIn(formRef.current),
        empty: () => {
          reset();
          renewToken();
        },
      }),
      [reset, renewToken],
    ),
  );
  const focusedSubmit = useRef(0);
  // In the commit that shows the errors, before it is painted: react-hook-form's setFocus waits
  // for a timer and a passive effect may wait for the paint, either way leaving a frame with the
  // errors on screen and the focus still on Send.
  useLayoutEffect(() => {
    if (submitCount === focusedSubmit.current) return;
    focusedSubmit.current = submitCount;
    const firstInvalid = fieldOrder.find((name) => errors[name]);
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
  }, [errors, submitCount]);

  // Disabled while sending, the focused Send button loses focus to the page (the browser's focus
  // fixup); once it is enabled again, it gets focus back, so keyboard and screen-reader users go
  // on from where they were rather than from the top.
  const submitRef = useRef<HTMLButtonElement>(null);
  const wasSending = useRef(false);
  useEffect(() => {
    const ended = wasSending.current && !sending;
    wasSending.current = sending;
    if (ended && document.activeElement === document.body) submitRef.current?.focus();
  }, [sending]);

  // Without JS the browser's own required/email checks guard the native post; once hydrated,
  // our messages (tied to each field) replace them.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const onSubmit = handleSubmit(
    async (values) => {
      const forgetDraft = draftForgetter();
      const taken = await send(async () => {
        const [formToken, attribution] = await Promise.all([tokenForSending(), visitAttribution()]);
        return { ...values, formToken, attribution };
      });
      // Also when the visitor followed a link while it was sending: this form is gone then.
      if (taken) forgetDraft();
    },
    (invalid) => {
      // A double tap submits twice: the second must not stack a second notice.
      if (invalid.terms) void notify('error', notices.termsRequired, 'termsRequired');
    },
  );

  return (
    <form
      ref={formRef}
      method="post"
      action={contactEndpoint}
      onSubmit={onSubmit}
      onFocus={warmUpNotices}
      onPointerDown={warmUpNotices}
      className="relative space-y-5"
    >
      <p className="text-sm text-ink-muted">{contactFormCopy.requiredNote}</p>
      {contactFields.map((field) => (
        <TextField
          key={field.name}
          label={labels[field.name]}
          type={'inputType' in field ? field.inputType : undefined}
          multiline={'multiline' in field}
          autoComplete={field.autoComplete}
          registration={register(field.name)}
          error={errors[field.name]?.message}
        />
      ))}
      <HoneypotField registration={register(honeypotField)} />
      {/* No value here: the server writes one in as it serves the page, which hydration keeps. */}
      <input ref={tokenRef} type="hidden" name={formTokenField} />
      {/* Where the visit came from, for the post without JavaScript: the server writes it in too. */}
      <input type="hidden" name={attributionField} />
      <TermsCheckbox registration={register('terms')} invalid={Boolean(errors.terms)} />
      <button
        ref={submitRef}
        type="submit"
        disabled={sending}
        className={`inline-flex items-center justify-center rounded-button bg-primary-dark px-6 py-3 text-button font-medium text-white disabled:cursor-not-allowed disabled:opacity-70 motion-safe:transition-opacity ${cardFocusRing}`}
      >
        {sending ? submit.sending : submit.idle}
      </button>
    </form>
  );
}
