import { tw } from '../../lib/tw';

/** The console's text, e-mail and select fields, in every view's forms alike. */
export const fieldClass = tw`mt-1 block min-h-11 w-full rounded-button border border-ink-muted bg-paper px-3 py-2`;
