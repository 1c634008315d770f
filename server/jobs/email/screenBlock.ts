import type { ScreenResult } from '../../store/lead';
import { escapeHtml } from '../../escapeHtml';

/** What a mail rule filters on: the subject of every message the spam screen marked starts so. */
const possibleSpamPrefix = '[Possible spam]';

const heading = 'Possible spam';
const intro =
  'The spam screen was unsure of this message, so it was delivered with this mark. What counted against it:';

const isMarked = (screen: ScreenResult | undefined): screen is ScreenResult =>
  screen?.verdict === 'marked';

export function screenSubjectPrefix(screen: ScreenResult | undefined): string {
  return isMarked(screen) ? `${possibleSpamPrefix} ` : '';
}

export function screenTextBlock(screen: ScreenResult | undefined): string[] {
  if (!isMarked(screen)) return [];
  return [
    `${heading}:`,
    intro,
    ...screen.reasons.map((reason) => `- ${reason.why} (+${reason.points})`),
    '',
  ];
}

export function screenHtmlBlock(screen: ScreenResult | undefined): string[] {
  if (!isMarked(screen)) return [];
  const items = screen.reasons
    .map((reason) => `<li>${escapeHtml(reason.why)} (+${reason.points})</li>`)
    .join('');
  return [
    `<h3 style="margin:0 0 4px;color:#92400e">${heading}</h3>`,
    `<p style="margin:0">${escapeHtml(intro)}</p>`,
    `<ul style="margin:4px 0 16px">${items}</ul>`,
  ];
}
