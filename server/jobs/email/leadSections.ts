import { sourceOf, type Attribution } from '../../../client/features/attribution/attribution';
import {
  contactFields,
  type ContactMessage,
} from '../../../client/features/contact/contactMessage';
import type { Lead, LeadConsent, ScreenResult } from '../../store/lead';

type Row = [label: string, value: string];

/**
 * One part of a lead's mail as the reader meets it, written once: the text part and the HTML
 * part each render it (composeMessage.ts), in this order: heading, sentences, list, quote, rows.
 */
export interface Section {
  heading?: string;
  /** the spam screen's mark: its heading stands out in the HTML part */
  warning?: true;
  sentences?: string[];
  list?: string[];
  /** words shown as they were shown to the visitor */
  quote?: string;
  rows?: Row[];
}

/** What a mail rule filters on: the subject of every message the spam screen marked starts so. */
const possibleSpamPrefix = '[Possible spam]';

const isMarked = (screen: ScreenResult | undefined): screen is ScreenResult =>
  screen?.verdict === 'marked';

export function screenSubjectPrefix(screen: ScreenResult | undefined): string {
  return isMarked(screen) ? `${possibleSpamPrefix} ` : '';
}

function screenSection(screen: ScreenResult | undefined): Section[] {
  if (!isMarked(screen)) return [];
  return [
    {
      heading: 'Possible spam',
      warning: true,
      sentences: [
        'The spam screen was unsure of this message, so it was delivered with this mark. What counted against it:',
      ],
      list: screen.reasons.map((reason) => `${reason.why} (+${reason.points})`),
    },
  ];
}

/** The one-line fields as rows; the message follows them whole. */
function messageSections(message: ContactMessage): Section[] {
  return [
    {
      rows: contactFields
        .filter((field) => !('multiline' in field))
        .map(({ name, label }) => [label, message[name]]),
    },
    { heading: 'Message', sentences: [message.message] },
  ];
}

/**
 * What the reader may do with the number: the words the visitor agreed to and when, or that they
 * agreed to none. Only the server's own data goes in (the published wording, its id, the
 * server's clock), never the version a post claimed.
 */
function consentSection(consent: LeadConsent | undefined, receivedAt: Date): Section {
  const heading = 'SMS consent';
  if (!consent) {
    return {
      heading,
      sentences: [
        'None given: this message came without the consent the form shows (a post by an integration, not the form). Do not text the phone number above.',
      ],
    };
  }
  const when = `Ticked on the form at ${receivedAt.toISOString()} (UTC) for the phone number above`;
  if (consent.text === null) {
    return {
      heading,
      sentences: [
        `${when}, but the form named no consent wording we published (version unknown): confirm the consent before texting.`,
      ],
    };
  }
  return {
    heading,
    sentences: [`${when}, beside this text (version ${consent.version}):`],
    quote: consent.text,
  };
}

/** "4 min 12 s", "2 h 5 min", "3 days": as long as it took, to the unit that matters. */
function spokenDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

/** The source first, then each part the visit told, in the visit's order. */
function attributionSection(attribution: Attribution | undefined): Section {
  const rows: Row[] = [['Source', sourceOf(attribution)]];
  if (attribution) {
    const { landingPage, referrer, utm, clickId, pagesSeen, secondsToSend } = attribution;
    rows.push(['Landing page', landingPage]);
    if (referrer) rows.push(['Referrer', referrer]);
    for (const [key, value] of Object.entries(utm ?? {})) rows.push([`utm_${key}`, value]);
    if (clickId) rows.push(['Ad click', `${clickId.kind} ${clickId.value}`]);
    if (pagesSeen.length > 0) rows.push(['Pages seen', pagesSeen.join(' → ')]);
    if (secondsToSend !== undefined) rows.push(['Time to send', spokenDuration(secondsToSend)]);
  }
  return { heading: 'How they found us', rows };
}

/** A lead's mail, part by part: the mark if the screen was unsure, the message, consent, source. */
export function leadSections(lead: Lead, receivedAt: Date): Section[] {
  return [
    ...screenSection(lead.screen),
    ...messageSections(lead.message),
    consentSection(lead.consent, receivedAt),
    attributionSection(lead.attribution),
  ];
}
