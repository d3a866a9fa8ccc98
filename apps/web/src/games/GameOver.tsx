import { kommandantOf, SEATS, type GameView, type Seat } from './game-view';
import { TonnageTable } from './TonnageTable';
import { resultText } from './turn';

/** 13.1.3: the result, each player's tonnage, and where anyone re-checks every roll. */
export function GameOver({ view, me }: { readonly view: GameView; readonly me: Seat | null }) {
  const result = view.result;
  if (view.phase !== 'over' || !result) return null;
  const id = view.gameId;
  return (
    <section class="panel game-over" aria-labelledby="game-over-title">
      <h2 id="game-over-title">{resultText(view, me)}</h2>
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
