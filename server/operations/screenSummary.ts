import { screenVerdict, type ScreenResult } from '../store/lead';

/**
 * One line an operator reads in `list` and `show`: held, marked or passed, the score, and each reason
 * with its points. Empty for messages stored with the screen off or before it existed.
 */
export function describeScreen(screen: ScreenResult | undefined): string {
  if (!screen) return '';
  const verdict = screenVerdict(screen);
  const reasons = screen.reasons.map((reason) => `${reason.why} (+${reason.points})`).join('; ');
  return `${verdict}, ${screen.score} points${reasons ? `: ${reasons}` : ''}`;
}
