import { useEffect } from 'preact/hooks';
import { CreateGameForm } from './CreateGameForm';
import { gameSeats } from './game-seats';
import './games.css';
import { t } from '../i18n/i18n';

/** `/games`: create a two-player game (13.1), and the games this browser holds a seat in. */
export function GamesScreen() {
  useEffect(() => {
    document.title = t('game.list.tab');
  }, []);
  return (
    <div class="games">
      <h1>{t('game.list.title')}</h1>
      <p class="games__intro">{t('game.list.intro')}</p>
      <div class="games__columns">
        <CreateGameForm />
        <MyGames />
      </div>
    </div>
  );
}

function MyGames() {
  const held = Object.values(gameSeats.value).sort((x, y) => y.joinedAt.localeCompare(x.joinedAt));
  return (
    <section class="panel games__mine" aria-labelledby="my-games-title">
      <h2 id="my-games-title">{t('game.mine.title')}</h2>
      {held.length === 0 ? (
        <p class="hint">{t('game.mine.none')}</p>
      ) : (
        <ul class="games__list">
          {held.map((g) => (
            <li key={g.gameId}>
              <a href={`/games/${g.gameId}`}>{g.kommandant}</a>{' '}
              <span class="hint">
                {t('game.mine.since', { seat: g.seat, date: g.joinedAt.slice(0, 10) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
