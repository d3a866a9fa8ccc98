/**
 * A column's name that a phone shows shortened where the language's word is wider than its column ("Posizione",
 * "Pos."); screen readers read it in full everywhere (styles.css "column-name").
 */
export function ColumnName({ full, short }: { readonly full: string; readonly short: string }) {
  if (full === short) return <>{full}</>;
  return (
    <span class="column-name">
      <span class="column-name__full">{full}</span>
      <span class="column-name__short" aria-hidden="true">
        {short}
      </span>
    </span>
  );
}
