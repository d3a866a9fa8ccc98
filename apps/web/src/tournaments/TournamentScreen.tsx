import { useSignal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { errorMessage } from '../api/messages';
import { seats } from '../seats/seats';
import { readStandings, readTournament, type RulingRow, type Tournament } from './api';
import { Leaderboard } from './Leaderboard';
import { LeadersChart } from './LeadersChart';
import { LeaderboardFeed } from './leaderboard-feed';
import { MyEntries } from './MyEntries';
import { OrganiserConsole } from './OrganiserConsole';
import { organiserTokens } from './organiser-tokens';
import { PackStandings } from './PackStandings';
import { RegisterForm } from './RegisterForm';
import { TournamentHeader } from './TournamentHeader';
import './tournaments.css';
import { t as say } from '../i18n/i18n';

/** Rulings do not travel with the leaderboard: they are read again at most this often while it changes. */
const RULINGS_EVERY_MS = 5000;

/** /tournaments/:id: the public page with its live leaderboard, and the organiser's console. */
export function TournamentScreen({ tournamentId }: { readonly tournamentId: string }) {
  const tournament = useSignal<Tournament | null>(null);
  const rulings = useSignal<readonly RulingRow[]>([]);
  const error = useSignal<string | null>(null);
  const refresh = useMemo(
    () => refresher(tournamentId, tournament, rulings, error),
    [tournamentId, tournament, rulings, error],
  );
  const feed = useMemo(() => new LeaderboardFeed(tournamentId, refresh.soon), [tournamentId, refresh]);
  useEffect(() => {
    void refresh.now();
    return () => (feed.close(), refresh.stop());
  }, [feed, refresh]);
  const t = tournament.value;
  const board = feed.board.value;
  const token = organiserTokens.value[tournamentId];
  const mine = new Set(board?.individual.filter((r) => seats.value[r.careerId]).map((r) => r.careerId));
  if (error.value && !t) return <p class="alert alert--error">{error.value}</p>;
  if (!t) return <p class="loading">{say('tournament.loading')}</p>;
  return (
    <div class="tournament">
      <TournamentHeader tournament={t} board={board} feed={feed} />
      <div class="tournament__columns">
        <div class="tournament__main">
          {board ? (
            <Leaderboard standings={board} rulings={rulings.value} mine={mine} />
          ) : (
            <p class="loading">{say('tournament.waitingBoard')}</p>
          )}
          {board && t.terms.format === 'wolfpack' && <PackStandings standings={board} />}
        </div>
        <aside class="tournament__side">
          {token && (
            <OrganiserConsole
              tournamentId={tournamentId}
              token={token}
              phase={board?.phase ?? t.phase}
              entrants={board?.individual ?? []}
              onDone={refresh.now}
            />
          )}
          {mine.size > 0 && board && (
            <MyEntries rows={board.individual.filter((r) => mine.has(r.careerId))} />
          )}
          {(board?.phase ?? t.phase) === 'registration' && (
            <RegisterForm tournament={t} onDone={refresh.now} />
          )}
          {board && <LeadersChart rows={board.individual} rulings={rulings.value} />}
        </aside>
      </div>
    </div>
  );
}

/** Reads the tournament and its rulings now, or soon (at most once in RULINGS_EVERY_MS) after a live change. */
function refresher(
  id: string,
  tournament: { value: Tournament | null },
  rulings: { value: readonly RulingRow[] },
  error: { value: string | null },
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const now = async () => {
    try {
      const [t, s] = await Promise.all([readTournament(id), readStandings(id).catch(() => null)]);
      tournament.value = t;
      if (s) rulings.value = s.rulings;
      error.value = null;
    } catch (e) {
      error.value = errorMessage(e);
    }
  };
  return {
    now,
    soon: () => void (timer ??= setTimeout(() => ((timer = undefined), void now()), RULINGS_EVERY_MS)),
    stop: () => clearTimeout(timer),
  };
}
