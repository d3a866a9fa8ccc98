/** A chance as a player reads it: "58 %", "< 1 %", "> 99 %". */
export function percent(p: number): string {
  if (p > 0 && p < 0.005) return '< 1 %';
  if (p < 1 && p > 0.995) return '> 99 %';
  return `${Math.round(p * 100)} %`;
}
