/** How every number of the bench reads on the console; '–' stands for "not measured". */

const missing = '–';
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

export function count(value: number): string {
  return integer.format(value);
}

export function score(value: number | null): string {
  return value === null ? missing : String(Math.round(value));
}

export function seconds(ms: number | null): string {
  return ms === null ? missing : (ms / 1000).toFixed(2);
}

export function milliseconds(ms: number | null): string {
  return ms === null ? missing : count(ms);
}

export function cls(value: number | null): string {
  if (value === null) return missing;
  if (value === 0) return '0';
  return value < 0.0005 ? '<0.001' : value.toFixed(3);
}

/** A change, with its sign always shown and bytes in the unit that keeps them readable. */
export function signedBytes(delta: number): string {
  const sign = delta > 0 ? '+' : '−';
  const size = Math.abs(delta);
  return size >= 1024 ? `${sign}${kb(size)} KB` : `${sign}${size} B`;
}

export function signed(delta: number, unit = ''): string {
  return `${delta > 0 ? '+' : '−'}${count(Math.abs(delta))}${unit}`;
}
