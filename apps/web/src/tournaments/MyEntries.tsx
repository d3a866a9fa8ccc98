import { tons } from '../ui/words';
import type { StandingRow } from './api';
import { FATE } from './words';

/** The entries this browser holds the seat of: each career to play in the career screen (part I). */
export function MyEntries({ rows }: { readonly rows: readonly StandingRow[] }) {
  return (
    <section class="panel my-entries" aria-labelledby="my-entries-title">
      <h2 id="my-entries-title">Your boats</h2>
      <ul>
        {rows.map((r) => (
          <li key={r.careerId}>
            <a href={`/careers/${r.careerId}`}>Play {r.name}’s career</a>{' '}
            <span class="hint">
              {r.rank ? `rank ${r.rank}, ` : ''}
              {tons(r.tonnage)}, {FATE[r.fate].toLowerCase()}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
