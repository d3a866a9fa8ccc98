import { useSignal } from '@preact/signals';
import { Fragment } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { ColumnName } from '../ui/ColumnName';
import { thousands, tons } from '../ui/words';
import type { RulingRow, StandingRow, Standings, Terms } from './api';
import { matching, pageCount, pageOfMine, pageRows } from './leaderboard-page';
import { ScoreSheet } from './ScoreSheet';
import { RowRulings } from './RowRulings';
import { commanderTitle, formatRule, standingWords, survives, termsRule } from './words';
import { t } from '../i18n/i18n';

interface Props {
  readonly standings: Standings;
  readonly rulings: readonly RulingRow[];
  /** The careers this browser holds a seat of: "my" rows. */
  readonly mine: ReadonlySet<string>;
  /** The tournament's terms: the game whose words and rules the board uses (none: The Hunted's). */
  readonly terms?: Terms;
}

/**
 * The individual standings (13.2-13.5): paged, searchable by name, "find me" and my rows marked; survivors
 * marked in a survival ranking (13.3), rulings on the rows they changed, a watch link for every boat at sea.
 */
export function Leaderboard({ standings, rulings, mine, terms }: Props) {
  const query = useSignal('');
  const page = useSignal(0);
  const open = useSignal<string | null>(null);
  const focusMine = useRef(false);
  const rows = matching(standings.individual, query.value);
  const pages = pageCount(rows.length);
  const current = Math.min(page.value, pages - 1);
  const myPage = pageOfMine(rows, mine);
  useEffect(() => {
    if (!focusMine.current) return;
    focusMine.current = false;
    document.querySelector<HTMLElement>('.leaderboard__row--mine th')?.focus();
  });
  const findMe = () => {
    if (myPage === null) return;
    page.value = myPage;
    focusMine.current = true;
  };
  return (
    <section class="panel leaderboard" aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title">{t('tournament.board.title')}</h2>
      <div class="leaderboard__tools">
        <label class="field leaderboard__search">
          <span>{t('tournament.board.search')}</span>
          <input
            type="search"
            value={query.value}
            onInput={(e) => ((query.value = e.currentTarget.value), (page.value = 0))}
          />
        </label>
        {mine.size > 0 && (
          <button type="button" onClick={findMe} disabled={myPage === null}>
            {t('tournament.board.findMe')}
          </button>
        )}
      </div>
      {rows.length === 0 ? (
        <p class="hint">
          {t(standings.individual.length === 0 ? 'tournament.board.nobody' : 'tournament.board.noMatch')}
        </p>
      ) : (
        <Table
          rows={pageRows(rows, current)}
          standings={standings}
          rulings={rulings}
          mine={mine}
          terms={terms}
          open={open.value}
          toggle={(id) => (open.value = open.value === id ? null : id)}
        />
      )}
      {pages > 1 && <Pager page={current} pages={pages} go={(p) => (page.value = p)} />}
    </section>
  );
}

interface TableProps {
  readonly rows: readonly StandingRow[];
  readonly standings: Standings;
  readonly rulings: readonly RulingRow[];
  readonly mine: ReadonlySet<string>;
  readonly terms?: Terms;
  readonly open: string | null;
  readonly toggle: (careerId: string) => void;
}

function Table({ rows, standings, rulings, mine, terms, open, toggle }: TableProps) {
  const packs = standings.format === 'wolfpack';
  const survival = standings.scoring === 'survival';
  const columns = 8 + (packs ? 1 : 0);
  return (
    <div class="table-scroll">
      <table class="leaderboard__table">
        <thead>
          <tr>
            <th scope="col" class="num">
              <ColumnName full={t('tournament.column.rank')} short={t('tournament.column.rankShort')} />
            </th>
            <th scope="col">{terms ? commanderTitle(terms) : t('game.table.kommandant')}</th>
            <th scope="col" class="leaderboard__minor">
              {t('tournament.column.boat')}
            </th>
            {packs && (
              <th scope="col" class="leaderboard__minor">
                {t('tournament.column.pack')}
              </th>
            )}
            <th scope="col" class="num leaderboard__minor">
              {t('tournament.column.patrols')}
            </th>
            <th scope="col" class="num leaderboard__minor">
              {t('tournament.column.ships')}
            </th>
            <th scope="col" class="num">
              <ColumnName full={t('tournament.column.tonnage')} short={t('tournament.column.tonnageShort')} />
            </th>
            <th scope="col">{t('tournament.column.status')}</th>
            <th scope="col">
              <span class="visually-hidden">{t('tournament.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const own = rulings.filter((r) => r.careerId === row.careerId);
            const isMine = mine.has(row.careerId);
            return (
              <Fragment key={row.careerId}>
                <tr
                  class={`leaderboard__row${isMine ? ' leaderboard__row--mine' : ''}`}
                  data-career={row.careerId}
                >
                  <td class="num">{row.rank ?? '—'}</td>
                  <th scope="row" tabIndex={-1}>
                    {row.name}
                    {isMine && <span class="badge leaderboard__you">{t('tournament.board.you')}</span>}
                    <RowRulings careerId={row.careerId} rulings={own} />
                  </th>
                  <td class="leaderboard__minor">{row.uboatType}</td>
                  {packs && <td class="leaderboard__minor">{row.pack ?? '—'}</td>}
                  <td class="num leaderboard__minor">{row.patrolsCompleted}</td>
                  <td class="num leaderboard__minor">{thousands(row.shipsSunk)}</td>
                  <td class="num">{tons(row.tonnage)}</td>
                  <td>
                    {survival && survives(row.fate) && row.standing === 'ranked' && (
                      <span class="badge leaderboard__survivor">
                        {t('tournament.board.survivor', {
                          rule: terms ? termsRule(terms) : formatRule('survival'),
                        })}
                      </span>
                    )}{' '}
                    {standingWords(row)}
                  </td>
                  <td class="leaderboard__actions">
                    {row.fate === 'atSea' && (
                      <a
                        href={`/careers/${row.careerId}`}
                        aria-label={t('tournament.board.watchLabel', { name: row.name })}
                      >
                        {t('tournament.board.watch')}
                      </a>
                    )}
                    <button
                      type="button"
                      aria-expanded={open === row.careerId}
                      aria-label={t('tournament.sheet.of', { name: row.name })}
                      onClick={() => toggle(row.careerId)}
                    >
                      {t('tournament.sheet.title')}
                    </button>
                  </td>
                </tr>
                {open === row.careerId && (
                  <tr class="leaderboard__sheet">
                    <td colSpan={columns}>
                      <ScoreSheet row={row} rulings={own} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Pager({ page, pages, go }: { page: number; pages: number; go: (p: number) => void }) {
  return (
    <nav class="leaderboard__pager" aria-label={t('tournament.board.pages')}>
      <button type="button" onClick={() => go(page - 1)} disabled={page === 0}>
        {t('tournament.board.previous')}
      </button>
      <span aria-live="polite">{t('tournament.board.page', { page: page + 1, pages })}</span>
      <button type="button" onClick={() => go(page + 1)} disabled={page >= pages - 1}>
        {t('tournament.board.next')}
      </button>
    </nav>
  );
}
