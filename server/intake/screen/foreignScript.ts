import type { ScreenReason } from './layers';
import { points } from './weights';

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
  if (share >= 0.5) {
    return [
      {
        layer: 'content',
        points: points.mostlyForeignScript,
        why: `${percent}% of letters not Latin`,
      },
    ];
  }
  return share >= 0.2
    ? [
        {
          layer: 'content',
          points: points.partlyForeignScript,
          why: `${percent}% of letters not Latin`,
          unsure: true,
        },
      ]
    : [];
}
