import contactImage from '../assets/illustrations/contact.svg';
import type { ImageContent } from './types';

/** Wording around the form; the form's own wording is in contactForm.ts. */
export const contactPageCopy = {
  eyebrow: 'Contact',
  title: 'Contact Us',
  intro:
    'Tell us about your project, your timeline and what success looks like. We reply within one business day to schedule a free discovery call.',
  formTitle: 'Send us a message',
  image: {
    src: contactImage,
    alt: 'An envelope with a letter and a chat bubble',
  } satisfies ImageContent,
  detailsTitle: 'Other ways to reach us',
  emailLabel: 'Email',
  addressLabel: 'Office',
};
