import type { LeadState } from '../api/types';
import { leadStateLabels, spamMarkedLabel } from '../content/leads';
import { tw } from '../../lib/tw';

const look: Record<LeadState, string> = {
  new: tw`bg-primary-dark text-white`,
  handled: tw`bg-background text-ink`,
  held: tw`bg-amber-100 text-amber-900`,
  marked: tw`bg-amber-100 text-amber-900`,
  failed: tw`bg-red-100 text-red-900`,
};

/** `spamMarked`: a person marked the lead as spam, whatever its state says. */
export function StateBadge({
  state,
  spamMarked = false,
}: {
  state: LeadState;
  spamMarked?: boolean;
}) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium ${look[spamMarked ? 'marked' : state]}`}
    >
      {spamMarked ? spamMarkedLabel : leadStateLabels[state]}
    </span>
  );
}
