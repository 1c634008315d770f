export const heldCopy = {
  title: 'Held for review',
  intro:
    'The spam screen held these messages, fewest points first: a person held by mistake is near the top. Release what a person sent; confirm the rest as spam.',
  empty: 'Nothing is held. The spam screen has let every message through.',
  selectAll: 'Select all',
  select: (name: string) => `Select ${name}`,
  selected: (count: number) => `${count} selected`,
  releaseSelected: 'Release selected',
  spamSelected: 'Confirm selected as spam',
  release: 'Release',
  spam: 'Confirm spam',
  releaseOne: (name: string) => `Release ${name}`,
  spamOne: (name: string) => `Confirm ${name} as spam`,
  done: (verb: 'released' | 'confirmed as spam', done: number, skipped: number) =>
    `${done} ${verb}` + (skipped ? `; ${skipped} skipped (no longer held)` : '') + '.',
} as const;
