/** Values the chart pack marks reconstructed or designed (most U-boat boards and routes) carry this badge. */
export function Reconstructed({ what = 'value' }: { readonly what?: string }) {
  return (
    <span
      class="badge badge--reconstructed"
      title={`This ${what} is reconstructed: neither rulebook prints it (see docs/interpretations.md).`}
      aria-label={`reconstructed ${what}`}
    >
      reconstructed
    </span>
  );
}
