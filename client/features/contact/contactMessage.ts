import * as z from 'zod/mini';

/**
 * The contact form's fields, in the form's order: the one table the form's inputs, the schema
 * below (so the request body), the mail's rows and the outbox command's columns are made from.
 * `max` is the longest value accepted.
 */
export const contactFields = [
  { name: 'name', label: 'Name', noun: 'name', max: 100, kind: 'line', autoComplete: 'name' },
  {
    name: 'email',
    label: 'Email',
    noun: 'email address',
    max: 254,
    kind: 'email',
    autoComplete: 'email',
    inputType: 'email',
  },
  {
    name: 'phone',
    label: 'Phone',
    noun: 'phone number',
    max: 40,
    kind: 'line',
    autoComplete: 'tel',
    inputType: 'tel',
  },
  {
    name: 'company',
    label: 'Company',
    noun: 'company name',
    max: 120,
    kind: 'line',
    autoComplete: 'organization',
  },
  {
    name: 'message',
    label: 'Message',
    noun: 'message',
    max: 5000,
    kind: 'text',
    // Not 'off': that also stops the browser restoring the box when the visitor comes Back to
    // the form (a refused post without JavaScript), and the message is what they typed longest.
    autoComplete: 'on',
    multiline: true,
  },
] as const satisfies readonly ContactField[];

interface ContactField {
  name: string;
  /** how the mail and the outbox command name it (the form's label is copy: contactForm.ts) */
  label: string;
  /** how an error message names it: "Please enter your …" */
  noun: string;
  max: number;
  kind: 'line' | 'email' | 'text';
  autoComplete: string;
  /** the input's type in the form; text when absent */
  inputType?: 'email' | 'tel';
  /** a textarea in the form, shown whole by `show`, not in `list`'s columns */
  multiline?: true;
}

type FieldName = (typeof contactFields)[number]['name'];

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

/**
 * zod's own e-mail pattern, with a top-level domain of letters or of punycode (`xn--…`): an
 * internationalised domain (пример.рф) reaches us as the browser's e-mail field encodes it,
 * someone@xn--e1afmkfd.xn--p1ai, and zod's letters-only ending would refuse that person. The
 * server checks the company's own addresses (MAIL_TO, the console's people) with it too.
 */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+(?:[A-Za-z]{2,}|[Xx][Nn]--[A-Za-z0-9-]*[A-Za-z0-9])$/;

function schemaOf({ kind, noun, max }: ContactField) {
  if (kind === 'line') return singleLine(noun, max);
  if (kind === 'email') {
    return z
      .string({ error: 'Please enter your email address.' })
      .check(
        z.trim(),
        z.minLength(1, 'Please enter your email address.'),
        z.maxLength(max, 'Please enter a valid email address.'),
        z.email({ pattern: emailPattern, error: 'Please enter a valid email address.' }),
      );
  }
  return z.string({ error: 'Please enter a message.' }).check(
    // A form posted without JavaScript sends each line break as CRLF, the script as LF: one
    // character either way, so the limit and the stored text are the same for both.
    z.overwrite((value) => value.replace(/\r\n?/g, '\n')),
    z.trim(),
    z.minLength(1, 'Please enter a message.'),
    z.maxLength(max, `Your message must be at most ${max} characters.`),
  );
}

export const contactMessageSchema = z.object(
  Object.fromEntries(contactFields.map((field) => [field.name, schemaOf(field)])) as Record<
    FieldName,
    ReturnType<typeof schemaOf>
  >,
);

export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Name of the field people never see; bots that fill it are kept aside as spam. */
export const honeypotField = 'website';

/** Names the consent wording the form was rendered with (smsConsent.ts); the server records it. */
export const consentVersionField = 'consentVersion';

/**
 * Where the visit came from (features/attribution): an object in the JSON body, the JSON text the
 * server writes into the form's hidden field for the post without JavaScript.
 */
export const attributionField = 'attribution';
