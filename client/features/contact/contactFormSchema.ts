import * as z from 'zod/mini';
import { contactFormCopy } from '../../content/contactForm';
import { contactMessageSchema, honeypotField } from './contactMessage';

/** The shared message plus what only the form has: the honeypot and the SMS consent. */
export const contactFormSchema = z.extend(contactMessageSchema, {
  [honeypotField]: z.optional(z.string()),
  terms: z.boolean().check(z.refine((accepted) => accepted, contactFormCopy.notices.termsRequired)),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

export const emptyContactForm: ContactFormInput = {
  name: '',
  email: '',
  phone: '',
  company: '',
  message: '',
  [honeypotField]: '',
  terms: false,
};
