import { useEffect } from 'preact/hooks';
import { CareerScreen } from './career/CareerScreen';
import { Lobby } from './lobby/Lobby';
import { loadReference } from './reference/reference';
import { onLinkClick, route } from './router/router';
import { Lazy } from './ui/lazy';

const games = () => import('./games');
const tournaments = () => import('./tournaments');
const audit = () => import('./audit');
const accounts = () => import('./accounts');
const loadHallOfFame = () => import('./hall-of-fame').then((m) => m.HallOfFameScreen);
const loadHowToPlay = () => import('./help').then((m) => m.HowToPlay);
const loadGames = () => games().then((m) => m.GamesScreen);
const loadGame = () => games().then((m) => m.GameScreen);
const loadTournaments = () => tournaments().then((m) => m.TournamentsScreen);
const loadTournament = () => tournaments().then((m) => m.TournamentScreen);
const loadAudit = () => audit().then((m) => m.AuditScreen);
const loadAccount = () => accounts().then((m) => m.AccountScreen);
const loadPlayer = () => accounts().then((m) => m.PlayerScreen);

/** The frame of every screen: a skip link, the top bar, the routed screen. */
export function App() {
  useEffect(() => {
    void loadReference().catch(() => undefined);
    document.addEventListener('click', onLinkClick);
    return () => document.removeEventListener('click', onLinkClick);
  }, []);
  const current = route.value;
  return (
    <>
      <a class="skip-link" href="#content">
        Skip to content
      </a>
      <header class="topbar">
        <a class="brand" href="/">
          periscope
        </a>
        <nav aria-label="Main">
          <a href="/">Careers</a>
          <a href="/games">Two players</a>
          <a href="/tournaments">Tournaments</a>
          <a href="/audit">Audit</a>
          <a href="/hall-of-fame">Hall of fame</a>
          <a href="/how-to-play">How to play</a>
          <a href="/api/docs">API</a>
          <a href="/account">Account</a>
        </nav>
      </header>
      <main id="content" tabIndex={-1}>
        {current.screen === 'lobby' && <Lobby />}
        {current.screen === 'career' && <CareerScreen key={current.careerId} careerId={current.careerId} />}
        {current.screen === 'games' && <Lazy load={loadGames} props={{}} />}
        {current.screen === 'game' && (
          <Lazy key={current.gameId} load={loadGame} props={{ gameId: current.gameId }} />
        )}
        {current.screen === 'tournaments' && <Lazy load={loadTournaments} props={{}} />}
        {current.screen === 'tournament' && (
          <Lazy
            key={current.tournamentId}
            load={loadTournament}
            props={{ tournamentId: current.tournamentId }}
          />
        )}
        {current.screen === 'audit' && <Lazy load={loadAudit} props={{ search: location.search }} />}
        {current.screen === 'howToPlay' && <Lazy load={loadHowToPlay} props={{}} />}
        {current.screen === 'account' && <Lazy load={loadAccount} props={{}} />}
        {current.screen === 'hallOfFame' && <Lazy load={loadHallOfFame} props={{}} />}
        {current.screen === 'player' && (
          <Lazy key={current.name} load={loadPlayer} props={{ name: current.name }} />
        )}
        {current.screen === 'notFound' && (
          <div class="panel">
            <h1 class="career-missing">Nothing here</h1>
            <p>
              There is no page at {current.path}. <a href="/">Back to the lobby</a>.
            </p>
          </div>
        )}
      </main>
    </>
  );
}
