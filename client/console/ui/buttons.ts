import { tw } from '../../lib/tw';

/** aria-disabled is how a running action's button looks (BusyButton), disabled a choice not open. */
const base = tw`inline-flex min-h-11 items-center justify-center gap-2 rounded-button px-4 py-2 text-button font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60`;

/** The console's three button looks, for <button> and <a> alike. */
export const buttonClass = {
  primary: `${base} ${tw`bg-primary-dark text-white hover:bg-primary-dark/90`}`,
  secondary: `${base} ${tw`border border-primary-dark/30 bg-paper text-primary-dark hover:bg-background`}`,
  danger: `${base} ${tw`border border-red-700 bg-paper text-red-800 hover:bg-red-50`}`,
} as const;
