import { company } from './company';

/** 24 months: the default of RETENTION_DAYS, which the server enforces and this page states. */
export const promisedRetentionDays = 730;

/**
 * Five years (with a leap day), the FTC's Telemarketing Sales Rule's period for consent records:
 * the default of CONSENT_RETENTION_DAYS, which the server enforces and this page states.
 */
export const promisedConsentRetentionDays = 1826;

/**
 * Three months of raw visit records (INSIGHT_RETENTION_DAYS's default, which the server enforces
 * and this page states), then daily totals only.
 */
export const promisedInsightRetentionDays = 90;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The period in months when the days are a whole number of them, rounded down so that the server,
 * deleting after exactly that many days, never keeps a message longer than the page says.
 */
export function retentionPeriod(days: number): string {
  const months = Math.round((days * 12) / 365);
  return months >= 1 && Math.floor((months * 365) / 12) === days
    ? plural(months, 'month')
    : plural(days, 'day');
}

export function retentionSentence(days: number): string {
  return `We keep contact form messages and related correspondence for as long as we need them to respond to you and to keep a record of our business relationship, and no longer than ${retentionPeriod(days)} after our last contact with you, unless you become a client, in which case our client agreement applies. Server logs are kept for no more than 30 days.`;
}

/** A string is a paragraph; an array of strings is a bulleted list. */
export type PolicyBlock = string | string[];

export interface PolicySection {
  title: string;
  blocks: PolicyBlock[];
}

export const privacyCopy = {
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  effectiveDate: 'Effective November 25, 2026',
  intro: `This policy explains what information ${company.legalName} ("${company.name}", "we", "us") collects when you contact us through this website, how we use it, and the choices you have. We keep it short because we collect very little.`,
  contactTitle: 'Contact us',
  contactText: 'Questions about this policy or your information? Write to us:',
};

/** The sections, with the retentions the build was configured with (RETENTION_DAYS, INSIGHT_RETENTION_DAYS). */
export const privacySections = (
  retentionDays: number,
  insightRetentionDays = promisedInsightRetentionDays,
): PolicySection[] => [
  {
    title: 'Information we collect',
    blocks: [
      'When you submit our contact form, you give us the following, and only what you choose to type:',
      [
        'your name',
        'your e-mail address',
        'your phone number',
        'your company name',
        'the message you write',
      ],
      'Until you send the form, what you type stays in your browser: if you leave the contact page and come back to it, the tab you have open gives it back to you (session storage, gone when you close the tab or send the message).',
      'Our web server also records basic technical information needed to run and protect the site, such as your IP address, browser type and the time of each request. We do not use advertising cookies, third-party analytics services or third-party tracking scripts.',
      'To keep spam out of our inbox, our server checks each message automatically, without any third party, before it reaches us: how soon after the form was served it was sent (the form carries a code that holds only that time, not a cookie), the links it contains and whether its wording sells to us rather than asks something of us, whether the e-mail address belongs to a disposable e-mail service (addresses of privacy services that forward to your own inbox, such as Hide My Email, DuckDuckGo or Firefox Relay, do not count), and whether the same text recently came again, from other addresses or the same one. The result, a score and the reasons for it, is kept with your message; when the check is unsure, your message still reaches us, marked as possible spam with those reasons. For that last check, the server keeps a one-way fingerprint of the text of each message beside it for up to 24 hours, then deletes it.',
    ],
  },
  {
    title: 'Visits, and how you found us',
    blocks: [
      'To learn which of our pages, ads and newsletters bring people to us, and how fast the site is for them, our own server counts visits, without any third party and without cookies or other storage in your browser. When you look at a page, your browser tells our server:',
      [
        'the page, and the website that linked you to us (its name only)',
        'the campaign tags in the link you followed (utm_source, utm_medium, utm_campaign)',
        'whether you use a phone, a tablet or a computer',
        'whether you opened our contact form and began to fill it in (never what you type)',
        'how fast the page loaded and answered you (Core Web Vitals)',
      ],
      `To count visitors without knowing who they are, the server turns your IP address and browser type into a one-way code with a random key that changes every day and is deleted after 48 hours: your IP address is not stored with these records, and the code cannot be traced back to you or linked to your visits on other days. These records are kept for ${retentionPeriod(insightRetentionDays)}; after that, only totals per day remain. If your browser sends Global Privacy Control or Do Not Track, nothing is sent or recorded.`,
      'When you send the contact form, your message carries how you found us on this visit: the page you arrived on with the campaign tags and ad click identifier in its link (gclid, msclkid or fbclid), the address of the website that linked you to us (without its query), the pages you looked at before the form and how long that took. Your browser keeps this only in the tab you have open (session storage, gone when you close it), never in a cookie; we keep it with your message, for as long as we keep the message.',
    ],
  },
  {
    title: 'How we use your information',
    blocks: [
      'We use what you send us only to handle your inquiry and run our business with you. We do not sell your personal information, and we do not use it for automated decision-making.',
      [
        'to reply to your message and schedule a consultation',
        'to follow up about your request by e-mail, phone or text message',
        'to keep a record of our correspondence with you',
        'to protect this website against spam and abuse',
      ],
    ],
  },
  {
    title: 'Text messages (SMS)',
    blocks: [
      `If you tick the consent box on our contact form, you agree to receive text messages from ${company.name} at the phone number you provide, about your inquiry and our services. Message frequency varies with your conversation with us.`,
      [
        'Consent to receive text messages is not a condition of purchase.',
        'Message and data rates may apply.',
        'Reply STOP to any message to opt out at any time. We will confirm and send no further texts.',
        `Reply HELP for help, or contact us at ${company.email}.`,
        'We do not sell, rent or share mobile phone numbers or text-message consent with third parties or affiliates for their marketing or promotional purposes.',
      ],
      'When you tick the box, we keep a record of your consent: the words you agreed to, the phone number and e-mail address it covers, the time, the page, and your IP address and browser, so that we can show that you agreed. A message that reaches us without the consent our form shows (sent by another program, not the form) is answered, but never by text message.',
    ],
  },
  {
    title: 'Who we share it with',
    blocks: [
      'We share information only with service providers that help us operate this website and deliver e-mail and text messages, under agreements that allow them to use it solely to provide those services to us, or when the law requires us to disclose it.',
    ],
  },
  {
    title: 'How long we keep it',
    blocks: [
      retentionSentence(retentionDays),
      'Records of your consent to text messages are kept apart from your messages, for five years after you give it, even once the message itself is deleted.',
      `A message our spam check holds back is kept, with the reasons, only so that we can still deliver it if it was held by mistake: once a day, a person at our company reads a summary of the messages held that day (your name, company, contact details and the start of your message) and delivers any held by mistake. It is deleted after 30 days, and never later than ${retentionPeriod(retentionDays)}.`,
    ],
  },
  {
    title: 'How we protect it',
    blocks: [
      'This website uses encrypted connections (HTTPS), and access to the messages you send is limited to the people who need it to answer you. No method of transmission or storage is completely secure, but we work hard to protect your information and keep only what we need.',
    ],
  },
  {
    title: 'Your rights and choices',
    blocks: [
      `You can ask us to show you, correct or delete the personal information we hold about you, or to stop contacting you, by writing to ${company.email}. We will respond within 30 days. Depending on where you live, for example in California, local law may give you additional rights; we honor them and will not treat you differently for using them.`,
    ],
  },
  {
    title: "Children's privacy",
    blocks: [
      'This website is intended for businesses and is not directed to children under 13. We do not knowingly collect information from children.',
    ],
  },
  {
    title: 'Changes to this policy',
    blocks: [
      'If we change this policy, we will publish the new version on this page and update the effective date above.',
    ],
  },
];
