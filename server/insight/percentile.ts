/** A value and how many samples it stands for: 1 for a raw beacon, a day's count for its p75. */
export interface Weighted {
  value: number;
  weight: number;
}

/** The nearest-rank percentile (0.75 for p75) of weighted values; undefined for none. */
export function percentile(samples: Weighted[], rank: number): number | undefined {
  const sorted = [...samples].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, sample) => sum + sample.weight, 0);
  let seen = 0;
  for (const sample of sorted) {
    seen += sample.weight;
    if (seen >= rank * total) return sample.value;
  }
  return undefined;
}
