import { tons } from '../ui/words';
import type { StandingRow } from './api';
import { FATE } from './words';
import { t } from '../i18n/i18n';

/** The entries this browser holds the seat of: each career to play in the career screen (part I). */
export function MyEntries({ rows }: { readonly rows: readonly StandingRow[] }) {
  return (
    <section class="panel my-entries" aria-labelledby="my-entries-title">
      <h2 id="my-entries-title">{t('tournament.mine.title')}</h2>
      <ul>
        {rows.map((r) => (
          <li key={r.careerId}>
            <a href={`/careers/${r.careerId}`}>{t('tournament.mine.play', { name: r.name })}</a>{' '}
            <span class="hint">
              {r.rank ? `${t('tournament.mine.rank', { rank: r.rank })}, ` : ''}
              {tons(r.tonnage)}, {FATE[r.fate].toLowerCase()}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
