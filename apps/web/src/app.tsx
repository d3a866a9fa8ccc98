import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { CareerScreen } from './career/CareerScreen';
import { Lobby } from './lobby/Lobby';
import { loadReference } from './reference/reference';
import { onLinkClick, route } from './router/router';
import { Lazy } from './ui/lazy';
import { rich, t } from './i18n/i18n';
import { LanguageSwitch } from './i18n/LanguageSwitch';

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

const toLobby = (chunks: ComponentChildren) => <a href="/">{chunks}</a>;

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
        {t('app.skip')}
      </a>
      <header class="topbar">
        <a class="brand" href="/">
          periscope
        </a>
        <nav aria-label={t('nav.label')}>
          <a href="/">{t('nav.careers')}</a>
          <a href="/games">{t('nav.games')}</a>
          <a href="/tournaments">{t('nav.tournaments')}</a>
          <a href="/audit">{t('nav.audit')}</a>
          <a href="/hall-of-fame">{t('nav.hallOfFame')}</a>
          <a href="/how-to-play">{t('nav.howToPlay')}</a>
          <a href="/api/docs">API</a>
          <a href="/account">{t('nav.account')}</a>
        </nav>
        <LanguageSwitch />
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
            <h1 class="career-missing">{t('app.notFound.title')}</h1>
            <p>{rich('app.notFound.text', { path: current.path, lobby: toLobby })}</p>
          </div>
        )}
      </main>
    </>
  );
}
