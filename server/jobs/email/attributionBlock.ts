import { sourceOf, type Attribution } from '../../../client/features/attribution/attribution';
import { escapeHtml } from '../../escapeHtml';

const heading = 'How they found us';

/** "4 min 12 s", "2 h 5 min", "3 days": as long as it took, to the unit that matters. */
function spokenDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

/** The rows a reader scans: the source first, then each part the visit told, in the visit's order. */
function attributionRows(attribution: Attribution | undefined): [label: string, value: string][] {
  const rows: [string, string][] = [['Source', sourceOf(attribution)]];
  if (!attribution) return rows;
  const { landingPage, referrer, utm, clickId, pagesSeen, secondsToSend } = attribution;
  rows.push(['Landing page', landingPage]);
  if (referrer) rows.push(['Referrer', referrer]);
  for (const [key, value] of Object.entries(utm ?? {})) rows.push([`utm_${key}`, value]);
  if (clickId) rows.push(['Ad click', `${clickId.kind} ${clickId.value}`]);
  if (pagesSeen.length > 0) rows.push(['Pages seen', pagesSeen.join(' → ')]);
  if (secondsToSend !== undefined) rows.push(['Time to send', spokenDuration(secondsToSend)]);
  return rows;
}

export function attributionTextBlock(attribution: Attribution | undefined): string[] {
  const rows = attributionRows(attribution);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return [
    `${heading}:`,
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
  ];
}

export function attributionHtmlBlock(attribution: Attribution | undefined): string {
  const rows = attributionRows(attribution)
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 16px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return [`<h3 style="margin:16px 0 4px">${heading}</h3>`, `<table>${rows}</table>`].join('\n');
}
