import * as z from 'zod/mini';

/**
 * The contact message as both the form and the relay accept it. zod/mini keeps the form's
 * chunk small; the server imports this same module so the two can never disagree.
 */
const contactLimits = {
  name: 100,
  email: 254,
  phone: 40,
  company: 120,
  message: 5000,
} as const;

const lineBreak = /[\r\n]/;
/**
 * Controls no one types into a one-line field (line breaks have their own message; a pasted tab
 * is harmless): only a script would send them, and they could drive the terminal a lead is read in.
 */
const controlCharacter = /(?![\t\r\n])\p{Cc}/u;

function singleLine(label: string, max: number) {
  return z.string({ error: `Please enter your ${label}.` }).check(
    z.trim(),
    z.minLength(1, `Please enter your ${label}.`),
    z.maxLength(max, `Your ${label} must be at most ${max} characters.`),
    z.refine((value) => !lineBreak.test(value), `Your ${label} must fit on one line.`),
    z.refine(
      (value) => !controlCharacter.test(value),
      `Your ${label} contains an invisible control character. Please type it again.`,
    ),
  );
}

export const contactMessageSchema = z.object({
  name: singleLine('name', contactLimits.name),
  email: z
    .string({ error: 'Please enter your email address.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your email address.'),
      z.maxLength(contactLimits.email, 'Please enter a valid email address.'),
      z.email('Please enter a valid email address.'),
    ),
  phone: singleLine('phone number', contactLimits.phone),
  company: singleLine('company name', contactLimits.company),
  message: z
    .string({ error: 'Please enter a message.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a message.'),
      z.maxLength(
        contactLimits.message,
        `Your message must be at most ${contactLimits.message} characters.`,
      ),
    ),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Name of the field people never see; bots that fill it are kept aside as spam. */
export const honeypotField = 'website';

/** Names the consent wording the form was rendered with (smsConsent.ts); the server records it. */
export const consentVersionField = 'consentVersion';
