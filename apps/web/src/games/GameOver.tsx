import { kommandantOf, SEATS, type GameEventView, type GameView, type Seat } from './game-view';
import { TonnageTable } from './TonnageTable';
import { resultText } from './turn';

/** TP-FORFEIT: the seats that let their deadline pass owing a choice, as the game's events record them. */
const forfeitedSeats = (events: readonly GameEventView[]): Seat[] =>
  events.filter((e) => e.type === 'SeatForfeited').map((e) => (e.data as { seat: Seat }).seat);

/** 13.1.3: the result, each player's tonnage, and where anyone re-checks every roll. */
export function GameOver({
  view,
  me,
  events,
}: {
  readonly view: GameView;
  readonly me: Seat | null;
  readonly events: readonly GameEventView[];
}) {
  const result = view.result;
  if (view.phase !== 'over' || !result) return null;
  const id = view.gameId;
  const forfeited = forfeitedSeats(events);
  return (
    <section class="panel game-over" aria-labelledby="game-over-title">
      <h2 id="game-over-title">{resultText(view, me)}</h2>
      {forfeited.map((seat) => (
        <p key={seat} class="game-over__forfeit">
          {seat === me ? 'You' : kommandantOf(view, seat)} let the deadline pass and forfeited the game.
        </p>
      ))}
      <TonnageTable
        caption="Tonnage sunk by each player"
        winnerClass="game-over__winner"
        rows={SEATS.map((seat) => ({
          seat,
          kommandant: kommandantOf(view, seat),
          tonnage: result.tonnage[seat],
          winner: result.winner === seat,
        }))}
      />
      <p>Every seed is now revealed: anyone can recompute every roll of this game.</p>
      <ul class="game-over__links">
        <li>
          <a href={`/audit?game=${id}`}>Audit this game</a>
        </li>
        <li>
          <a href={`/api/games/${id}/export`} download={`game-${id}.ndjson`}>
            Download the export (NDJSON)
          </a>
        </li>
        <li>
          <a href={`/api/games/${id}/seeds`}>The revealed seeds</a>
        </li>
      </ul>
    </section>
  );
}
