import type { Attribution } from '../../client/features/attribution/attribution';

/** A visit from the newsletter, as the page sends it with the message. */
export const newsletterVisit: Attribution = {
  landingPage: '/',
  referrer: 'https://mail.example.net/inbox',
  utm: { source: 'newsletter', medium: 'email', campaign: 'spring-2026' },
  clickId: { kind: 'gclid', value: 'Cj0KCQiA-abc_123' },
  pagesSeen: ['/', '/services', '/about', '/contact'],
  secondsToSend: 312,
};
