import { sureReason, unsureReason, type ScreenReason } from './layers';

const notALetter = /\P{L}/gu;
const latinOrNotALetter = /\p{Script=Latin}|\P{L}/gu;
/** Below this many letters a share means little ("OK", a name in its own script). */
const minLetters = 12;

/**
 * The company works in English and Spanish, written in Latin script with any accents; a message
 * mostly in Cyrillic, CJK, Arabic… is, on a US consulting firm's form, almost always spam.
 */
export function foreignScriptReasons(text: string): ScreenReason[] {
  const letters = text.replace(notALetter, '').length;
  if (letters < minLetters) return [];
  const share = text.replace(latinOrNotALetter, '').length / letters;
  const percent = Math.round(share * 100);
  const why = `${percent}% of letters not Latin`;
  if (share >= 0.5) return [sureReason('content', 'mostlyForeignScript', why)];
  return share >= 0.2 ? [unsureReason('content', 'partlyForeignScript', why)] : [];
}
