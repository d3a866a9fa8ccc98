import { useEffect } from 'preact/hooks';
import { CreateGameForm } from './CreateGameForm';
import { gameSeats } from './game-seats';
import './games.css';

/** `/games`: create a two-player game (13.1), and the games this browser holds a seat in. */
export function GamesScreen() {
  useEffect(() => {
    document.title = 'Two players — periscope';
  }, []);
  return (
    <div class="games">
      <h1>The two-player game</h1>
      <p class="games__intro">
        Two Kommandanten sail the same boat from the same month, one patrol each in turn; each rolls the
        other’s escort detection, damage and air attacks, and the most tonnage sunk wins (13.1). Create a game
        and send the invite link to your opponent.
      </p>
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
      <h2 id="my-games-title">My games</h2>
      {held.length === 0 ? (
        <p class="hint">
          No game yet in this browser. An invite link from your opponent brings you to his game.
        </p>
      ) : (
        <ul class="games__list">
          {held.map((g) => (
            <li key={g.gameId}>
              <a href={`/games/${g.gameId}`}>{g.kommandant}</a>{' '}
              <span class="hint">
                {g.seat === 'a' ? 'created' : 'joined'} {g.joinedAt.slice(0, 10)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
