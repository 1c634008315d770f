import { company } from './company';

export interface ContactFormCopy {
  requiredNote: string;
  labels: {
    name: string;
    email: string;
    phone: string;
    company: string;
    message: string;
    honeypot: string;
  };
  /** The SMS opt-in consent, split around the privacy link. */
  terms: {
    /** the id of this wording in consentTextVersions (smsConsent.ts), sent with each message */
    version: string;
    consent: string;
    privacyLead: string;
    privacyLinkText: string;
    privacyHref: string;
    privacyTail: string;
  };
  submit: { idle: string; sending: string };
  /** Notification texts of SPEC §4 and §8, word for word. */
  notices: {
    sent: string;
    termsRequired: string;
    failed: string;
    unreachable: string;
    unexpected: string;
  };
  /** The page the server answers a form posted without JavaScript with. */
  resultPage: {
    sentText: string;
    notSentTitle: string;
    backHint: string;
    backHome: string;
    backToForm: string;
  };
}

export const contactFormCopy: ContactFormCopy = {
  requiredNote: 'All fields are required.',
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    company: 'Company',
    message: 'Message',
    honeypot: 'Leave this field empty',
  },
  terms: {
    version: '2026-11-22',
    consent: `By checking this box, I agree to receive text messages from ${company.name} at the phone number provided. Message and data rates may apply. Reply STOP to opt out.`,
    privacyLead: 'See our ',
    privacyLinkText: 'Privacy Policy',
    privacyHref: '/privacy',
    privacyTail: '.',
  },
  submit: { idle: 'Send Message', sending: 'Sending...' },
  notices: {
    sent: 'Message sent successfully!',
    termsRequired: 'Please accept the Terms & Conditions',
    failed: 'Failed to send message',
    unreachable: 'Unable to connect to the server. Please try again later.',
    unexpected: 'Failed to send message. Please try again.',
  },
  resultPage: {
    sentText: `Thank you for contacting ${company.name}. We reply within one business day.`,
    notSentTitle: 'Your message was not sent',
    backHint: "Your browser's Back button returns to the form with what you typed.",
    backHome: 'Back to the home page',
    backToForm: 'Back to the contact form',
  },
};
