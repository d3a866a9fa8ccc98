import { useSignal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { claimedBySession, coOrganisedBySession, knowAccount } from '../accounts/account-state';
import { errorMessage } from '../api/messages';
import { seats } from '../seats/seats';
import { created, readStandings, readTournament, type RulingRow, type Tournament } from './api';
import { Leaderboard } from './Leaderboard';
import { LeadersChart } from './LeadersChart';
import { LeaderboardFeed } from './leaderboard-feed';
import { MyEntries } from './MyEntries';
import { OrganiserConsole } from './OrganiserConsole';
import { organiserTokens } from './organiser-tokens';
import { PackStandings } from './PackStandings';
import { RegisterForm } from './RegisterForm';
import { TournamentHeader } from './TournamentHeader';
import { TournamentEvents } from './tournament-events';
import './tournaments.css';
import { t as say } from '../i18n/i18n';

const live = () => undefined; // what the organiser or an entrant does comes back as the tournament's events

/** /tournaments/:id: the public page with its live leaderboard, and the organiser's console. */
export function TournamentScreen({ tournamentId }: { readonly tournamentId: string }) {
  const tournament = useSignal<Tournament | null>(null);
  const rulings = useSignal<readonly RulingRow[]>([]);
  const error = useSignal<string | null>(null);
  const feed = useMemo(() => new LeaderboardFeed(tournamentId), [tournamentId]);
  const events = useMemo(() => new TournamentEvents(tournamentId), [tournamentId]);
  useEffect(() => knowAccount(), []);
  useEffect(() => {
    void firstRead(tournamentId, tournament, rulings, error);
    return () => (feed.close(), events.close());
  }, [tournamentId, feed, events, tournament, rulings, error]);
  const folded = events.tournament.value;
  const t = created(folded) ? folded : tournament.value;
  const ruled = events.rulings.value ?? rulings.value;
  const board = feed.board.value;
  const token = organiserTokens.value[tournamentId];
  // The organiser: his token here, or his account's session; a co-organiser: his session (docs/accounts.md).
  const organiser = token !== undefined || claimedBySession({ kind: 'organiser', id: tournamentId });
  const opensConsole = organiser || coOrganisedBySession(tournamentId);
  const mine = new Set(board?.individual.filter((r) => seats.value[r.careerId]).map((r) => r.careerId));
  if (error.value && !t) return <p class="alert alert--error">{error.value}</p>;
  if (!t) return <p class="loading">{say('tournament.loading')}</p>;
  return (
    <div class="tournament">
      <TournamentHeader tournament={t} board={board} feed={feed} />
      <div class="tournament__columns">
        <div class="tournament__main">
          {board ? (
            <Leaderboard standings={board} rulings={ruled} mine={mine} terms={t.terms} />
          ) : (
            <p class="loading">{say('tournament.waitingBoard')}</p>
          )}
          {board && t.terms.format === 'wolfpack' && <PackStandings standings={board} />}
        </div>
        <aside class="tournament__side">
          {opensConsole && (
            <OrganiserConsole
              tournamentId={tournamentId}
              token={token}
              organiser={organiser}
              phase={board?.phase ?? t.phase}
              entrants={board?.individual ?? []}
              onDone={live}
            />
          )}
          {mine.size > 0 && board && (
            <MyEntries rows={board.individual.filter((r) => mine.has(r.careerId))} />
          )}
          {(board?.phase ?? t.phase) === 'registration' && <RegisterForm tournament={t} onDone={live} />}
          {board && <LeadersChart rows={board.individual} rulings={ruled} />}
        </aside>
      </div>
    </div>
  );
}

/** The page's one read of the tournament and its rulings, before its live events take over. */
async function firstRead(
  id: string,
  tournament: { value: Tournament | null },
  rulings: { value: readonly RulingRow[] },
  error: { value: string | null },
) {
  try {
    const [t, s] = await Promise.all([readTournament(id), readStandings(id).catch(() => null)]);
    tournament.value = t;
    if (s) rulings.value = s.rulings;
    error.value = null;
  } catch (e) {
    error.value = errorMessage(e);
  }
}
