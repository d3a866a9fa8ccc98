import { kommandantOf, playsMed, SEATS, type GameEventView, type GameView, type Seat } from './game-view';
import { TonnageTable } from './TonnageTable';
import { resultText } from './turn';
import { t } from '../i18n/i18n';

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
          {t('game.over.forfeit', { you: seat === me, name: kommandantOf(view, seat) })}
        </p>
      ))}
      <TonnageTable
        caption={t('game.over.caption')}
        winnerClass="game-over__winner"
        med={playsMed(view)}
        rows={SEATS.map((seat) => ({
          seat,
          kommandant: kommandantOf(view, seat),
          tonnage: result.tonnage[seat],
          winner: result.winner === seat,
        }))}
      />
      <p>{t('game.over.seeds')}</p>
      <ul class="game-over__links">
        <li>
          <a href={`/audit?game=${id}`}>{t('game.over.audit')}</a>
        </li>
        <li>
          <a href={`/api/games/${id}/export`} download={`game-${id}.ndjson`}>
            {t('game.over.export')}
          </a>
        </li>
        <li>
          <a href={`/api/games/${id}/seeds`}>{t('over.seed')}</a>
        </li>
      </ul>
    </section>
  );
}
