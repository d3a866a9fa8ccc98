import type { GameListing } from '@periscope/play/duel/listing';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { api } from '../api/http';
import { errorMessage } from '../api/messages';
import { t } from '../i18n/i18n';
import { ago } from './format';
import { tons } from '../ui/words';

const REFRESH_MS = 15_000;

const players = (g: GameListing) =>
  t('discovery.versus', { a: g.kommandants.a ?? '—', b: g.kommandants.b ?? '—' });

/** The two-player games being played now (GET /api/games), each with a link to watch it. */
export function GamesInProgress() {
  const rows = useSignal<readonly GameListing[] | null>(null);
  const error = useSignal<string | null>(null);

  useEffect(() => {
    const load = () =>
      api<{ games: GameListing[] }>('/games?limit=10').then(
        (page) => ((rows.value = page.games), (error.value = null)),
        (e: unknown) => void (error.value = errorMessage(e)),
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [rows, error]);

  return (
    <section class="panel discovery" aria-labelledby="discovery-games">
      <h2 id="discovery-games">{t('lobby.gamesInProgress')}</h2>
      {error.value && <p class="alert alert--error">{error.value}</p>}
      {rows.value === null && !error.value && <p class="hint">{t('discovery.looking')}</p>}
      {rows.value?.length === 0 && <p class="hint">{t('discovery.noneGames')}</p>}
      {rows.value && rows.value.length > 0 && (
        <div class="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('discovery.players')}</th>
                <th scope="col">{t('discovery.boat')}</th>
                <th scope="col" class="num">
                  {t('targets.tonnage')}
                </th>
                <th scope="col">{t('discovery.lastMove')}</th>
                <th scope="col">
                  <span class="visually-hidden">{t('discovery.watch')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.value.map((g) => (
                <tr key={g.gameId}>
                  <td>{players(g)}</td>
                  <td>{g.uboatType}</td>
                  <td class="num">
                    {tons(g.tonnage.a)} · {tons(g.tonnage.b)}
                  </td>
                  <td>{ago(g.lastActivity)}</td>
                  <td>
                    <a href={`/games/${g.gameId}`}>
                      {t('discovery.watch')}
                      <span class="visually-hidden"> {players(g)}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
