const unitMs = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

/** `90m`, `12h`, `30d`, `4w` in milliseconds; undefined for anything else (including zero). */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d{1,6})([mhdw])$/.exec(text.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  return amount > 0 ? amount * unitMs[match[2] as keyof typeof unitMs] : undefined;
}
