import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { twoPlayerRule } from '@periscope/play/campaign-terms';
import { CombatMat, RouteStrip, UBoatBoard } from '../career/board';
import { DiceTray } from '../career/dice';
import { LatestMove } from '../career/meaning/LatestMove';
import { StepNote } from '../career/StepNote';
import { MedBoatLayout } from '../career/med/MedCareer';
import { isMedCareer } from '../career/med/is-med';
import { tons } from '../ui/words';
import { careerEvents } from './game-events';
import { kommandantOf, SEATS, type GameEventView, type GameView, type Seat } from './game-view';
import { t } from '../i18n/i18n';

interface Props {
  readonly view: GameView;
  readonly events: readonly GameEventView[];
  readonly me: Seat | null;
  /** What this player does now: shown beside whichever boat is on screen. */
  readonly action: ComponentChildren;
}

/**
 * Both boats, one at a time: the patrol route, the combat mat, the U-boat board and its dice (13.1.2); a Beneath the
 * Med boat as its career shows it, in the Regia Marina's words (10.1).
 */
export function SeatBoards({ view, events, me, action }: Props) {
  const chosen = useSignal<Seat | null>(null);
  const shown: Seat = chosen.value ?? view.turn ?? me ?? 'a';
  const seated = SEATS.filter((s) => view.seats[s]);
  const select = (seat: Seat) => (chosen.value = seat);
  if (seated.length === 0) return <>{action}</>;
  return (
    <section class="game-boards" aria-label={t('game.boats')}>
      <div class="tabs" role="tablist" aria-label={t('game.whose')}>
        {seated.map((seat) => (
          <button
            key={seat}
            type="button"
            role="tab"
            id={`boat-tab-${seat}`}
            aria-selected={shown === seat}
            aria-controls="boat-panel"
            tabIndex={shown === seat ? 0 : -1}
            onClick={() => select(seat)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
              const next = seated[(seated.indexOf(seat) + 1) % seated.length];
              select(next);
              document.getElementById(`boat-tab-${next}`)?.focus();
            }}
          >
            {seat === me ? t('game.yourBoat') : kommandantOf(view, seat)} ·{' '}
            {tons(view.seats[seat]?.career.tonnage ?? 0)}
            {view.turn === seat && view.phase === 'playing' ? ` · ${t('game.patrolTurn')}` : ''}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="boat-panel" aria-labelledby={`boat-tab-${shown}`}>
        <Boat view={view} events={events} seat={shown} action={action} watched={shown !== me} />
      </div>
    </section>
  );
}

type BoatProps = Omit<Props, 'me'> & { readonly seat: Seat; readonly watched: boolean };

function Boat({ view, events, seat, action, watched }: BoatProps) {
  const state = view.seats[seat]?.career;
  const own = useMemo(() => careerEvents(events, seat), [events, seat]);
  if (!state?.career)
    return (
      <>
        {action}
        <p class="panel">{t('game.notStarted', { rule: twoPlayerRule(view.settings, 'start') })}</p>
      </>
    );
  if (isMedCareer(state))
    return (
      <MedBoatLayout
        state={state}
        events={own}
        revision={view.revision}
        class="game-boat"
        diceLabel={t('game.dice', { name: kommandantOf(view, seat) })}
      >
        {action}
        {watched && view.phase === 'playing' && <StepNote state={state} />}
      </MedBoatLayout>
    );
  return (
    <div class="game-boat career__patrol">
      <div class="career__route">
        <RouteStrip state={state} />
      </div>
      <div class="career__action">
        {action}
        {watched && view.phase === 'playing' && <StepNote state={state} />}
        <LatestMove events={own} settled={view.revision} />
        <CombatMat state={state} events={own} />
      </div>
      <div class="career__board">
        <UBoatBoard state={state} />
      </div>
      <div class="career__dice" tabIndex={0} aria-label={t('game.dice', { name: kommandantOf(view, seat) })}>
        <DiceTray events={own} />
      </div>
    </div>
  );
}
