import { tw } from '../../lib/tw';
import { focusRing } from '../layout/shellStyles';

// White on primary fails contrast, so the primary button carries dark text and brightens on hover
// (a lighter fill only raises the contrast).
const variants = {
  primary: tw`bg-primary text-primary-dark shadow-sm hover:brightness-110 active:brightness-95`,
  dark: tw`bg-primary-dark text-white shadow-sm hover:bg-primary-dark/90 active:bg-primary-dark`,
  outline: tw`bg-paper text-primary-dark ring-1 ring-inset ring-primary-dark/20 hover:bg-primary/10 active:bg-primary/20`,
  outlineOnDark: tw`text-white ring-1 ring-inset ring-white/40 hover:bg-white/10 active:bg-white/20`,
};

export type ButtonVariant = keyof typeof variants;

/** Classes of a link that looks like a button; `onDark` picks a focus ring visible on dark blue. */
export function buttonClassName(variant: ButtonVariant, onDark = false): string {
  return tw`inline-flex items-center justify-center gap-2 rounded-button px-6 py-3 text-center text-button font-medium transition disabled:cursor-not-allowed disabled:opacity-70 motion-safe:active:translate-y-px ${variants[variant]} ${focusRing} ${onDark ? tw`focus-visible:outline-white` : tw`focus-visible:outline-primary-dark`}`;
}
