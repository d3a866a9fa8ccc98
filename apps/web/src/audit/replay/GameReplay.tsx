import { twoPlayerRule } from '@periscope/play/campaign-terms';
import type { GameState } from '@periscope/play/duel/state';
import type { Seat } from '@periscope/play/duel/seats';
import { useMemo } from 'preact/hooks';
import { tons } from '../../ui/words';
import type { StoryEvent } from '../story/export-events';
import { SEATS } from '../story/game-timeline';
import { foldGame, gameMarks, seatEventsTo } from './game-replay-model';
import { Boards } from './Boards';
import { GameEventLine } from './GameEventLine';
import { indexAtLine } from './replay-model';
import { Stepper } from './Stepper';
import { t } from '../../i18n/i18n';
import { seatName } from '../story/game-timeline';

interface Props {
  readonly events: readonly StoryEvent[];
  /** The line to open at (the first divergence, or a line chosen in a timeline). */
  readonly atLine?: number | null;
}

/** A two-player game event by event: both boats' boards as they stood after it. */
export function GameReplay({ events, atLine }: Props) {
  const folded = useMemo(() => foldGame(events), [events]);
  const names = useMemo(() => namesOf(folded.states.at(-1)), [folded]);
  const marks = useMemo(() => gameMarks(events, names), [events, names]);
  return (
    <Stepper
      count={folded.states.length}
      start={atLine ? indexAtLine(events, atLine) : 0}
      marks={marks}
      lineOf={(i) => events[i].line}
      describe={(i) => (
        <GameEventLine event={events[i]} names={names} settings={folded.states.at(-1)?.settings ?? null} />
      )}
      stoppedAt={folded.stoppedAt?.line ?? null}
    >
      {(i) => (
        <div class="audit-replay__boats">
          {SEATS.map((seat) => (
            <Boat key={seat} seat={seat} name={names[seat]} game={folded.states[i]} story={events} at={i} />
          ))}
        </div>
      )}
    </Stepper>
  );
}

const namesOf = (state: GameState | undefined): Record<Seat, string> => ({
  a: state?.seats.a?.player.kommandant ?? seatName('a'),
  b: state?.seats.b?.player.kommandant ?? seatName('b'),
});

interface BoatProps {
  readonly seat: Seat;
  readonly name: string;
  readonly game: GameState;
  readonly story: readonly StoryEvent[];
  readonly at: number;
}

/** One boat's boards as the two-player room shows them (SeatBoards): a Beneath the Med seat's its own (10.1). */
function Boat({ seat, name, game, story, at }: BoatProps) {
  const career = game.seats[seat]?.career;
  const own = useMemo(() => seatEventsTo(story, at, seat), [story, at, seat]);
  const turn = game.phase === 'playing' && game.turn === seat;
  return (
    <section class="audit-replay__boat" aria-label={t('audit.replay.boat', { name })}>
      <h3>
        {name} · {tons(career?.tonnage ?? 0)}
        {turn && ` · ${t('game.patrolTurn')}`}
      </h3>
      {career?.career ? (
        <Boards state={career} events={own} />
      ) : (
        <p class="hint">{t('game.notStarted', { rule: twoPlayerRule(game.settings, 'start') })}</p>
      )}
    </section>
  );
}
