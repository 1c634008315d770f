import { yearsInBusiness } from './company';

const numberWords =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );

// Only the founding year is known, so this year's anniversary may still be ahead: counting one
// year fewer than the calendar difference keeps "over N years" true on every day of the year.
export const experienceYears = yearsInBusiness() - 1;

/** "over six years" in 2026, growing with the company so the claim never goes stale. */
export const experience = `over ${numberWords[experienceYears] ?? experienceYears} years`;
