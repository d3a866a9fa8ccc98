import type { ComponentChildren } from 'preact';
import type { CareerState, Decision } from '@periscope/rules';
import type { MedCareer as MedRecord, MedPatrol } from '@periscope/rules/career/model/med';
import { medNotPlayedYet } from '../../api/messages';
import { t } from '../../i18n/i18n';
import { BoardToggle } from '../BoardToggle';
import type { SentCommand } from '../decisions/command';
import { Decisions } from '../decisions';
import { DiceTray } from '../dice';
import type { ClientEvent } from '../events';
import { LatestMove } from '../meaning/LatestMove';
import { StepNote } from '../StepNote';
import { Rulebook } from '../../ui/rulebook';
import { MedAntiAircraft } from './MedAntiAircraft';
import { MedEvasiveManoeuvre } from './MedEvasiveManoeuvre';
import { MedRoundOver } from './MedRoundOver';
import { MedLog } from './MedLog';
import { MedRoute } from './MedRoute';
import { MedStatusBoard } from './MedStatusBoard';
import { MedTorpedoLoading } from './MedTorpedoLoading';
import { MedCrewAdvanceChoice, MedPort } from './MedPort';
import { SlcAttackPanel } from './SlcAttack';

export interface MedCareerProps {
  readonly state: CareerState;
  readonly pending: Decision;
  readonly events: readonly ClientEvent[];
  /** The revision the state stands at. */
  readonly revision: number;
  readonly playing: boolean;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onCommand: (command: SentCommand) => void;
}

/**
 * A Beneath the Med career, laid out as The Hunted's: the route above; the status board, the decision
 * with the latest move and the log, and the dice tray beside each other; the rule the engine stops at said in words.
 */
export function MedCareerPanel(props: MedCareerProps) {
  return (
    <MedBoatLayout state={props.state} events={props.events} revision={props.revision}>
      {props.error && (
        <p class="alert alert--error" role="alert">
          {props.error}
        </p>
      )}
      <Now {...props} />
    </MedBoatLayout>
  );
}

/** A Beneath the Med career's record and patrol, as its state holds them (career/model/med.ts). */
export const medParts = (state: CareerState): { career: MedRecord; patrol: MedPatrol | null } => ({
  career: state.career as unknown as MedRecord,
  patrol: state.patrol as unknown as MedPatrol | null,
});

/**
 * A Beneath the Med boat on screen, its career's or a two-player game's seat's (10.1): the route or the port, the
 * status board, the latest move and the log, the dice; `children` is what the viewer does now.
 */
export function MedBoatLayout(props: {
  readonly state: CareerState;
  readonly events: readonly ClientEvent[];
  readonly revision: number;
  readonly class?: string;
  readonly diceLabel?: string;
  readonly children: ComponentChildren;
}) {
  const { state, events } = props;
  const { career, patrol } = medParts(state);
  return (
    <Rulebook.Provider value="beneath-the-med">
      <div class={`career__patrol${props.class ? ` ${props.class}` : ''}`}>
        <div class="career__route">
          {patrol ? (
            <MedRoute patrol={patrol} />
          ) : (
            <section class="panel route-strip route-strip--port" aria-label={t('route.label')}>
              <p>{t('med.inPort', { chart: assignmentChart(career) })}</p>
            </section>
          )}
        </div>
        <div class="career__action">
          <MedPort career={career} events={events} />
          {slcUnderway(state) && <SlcAttackPanel state={state} />}
          {props.children}
          <LatestMove events={events} settled={props.revision} med />
          <MedLog events={events} />
        </div>
        <BoardToggle label={t('medBoard.toggle')}>
          <MedStatusBoard career={career} damaged={patrol?.damage?.systems ?? []} />
        </BoardToggle>
        <div class="career__dice" tabIndex={0} aria-label={props.diceLabel ?? t('career.dice')}>
          <DiceTray events={events} med />
        </div>
      </div>
    </Rulebook.Provider>
  );
}

/** 6.2.1: the chart the next patrol is rolled on, by the boat's base (med/assignment.ts). */
const assignmentChart = (career: MedRecord): 'A1a' | 'A1b' =>
  career.base === 'mediterranean' ? 'A1a' : 'A1b';

/** 6.7.5: the S.L.C. attack's steps, and a detected boat waiting for the escorts' attack (6.7.5.1). */
const slcUnderway = ({ step }: CareerState): boolean =>
  step.kind === 'slcAttack' || (step.kind === 'blocked' && step.rule === '6.7.5.1');

/** The decision pending() offers, as The Hunted's are; the rule the engine stops at; a spectator's note. */
function Now(props: MedCareerProps) {
  const { state, playing } = props;
  const step = state.step;
  if (step.kind === 'blocked')
    return (
      <section class="panel decisions-panel" aria-label={t('career.decision')}>
        <p>{medNotPlayedYet(step.rule, step.missing, step.reason)}</p>
      </section>
    );
  if (!playing) return <StepNote state={state} />;
  if (step.kind === 'crewAdvance' || step.kind === 'torpedoLoading') return <MedChoice {...props} />;
  return (
    <>
      <MedAntiAircraft state={state} />
      <MedEvasiveManoeuvre state={state} />
      <MedRoundOver state={state} />
      <section class="panel decisions-panel" aria-label={t('career.decision')}>
        <MedChoice {...props} />
      </section>
    </>
  );
}

/**
 * What pending() offers a Beneath the Med career by its step: the crew's advance (7.7.1) and the torpedoes' load
 * (4.5 step 3) in their own words, else the controls both games share; a two-player game's seat is offered the same (10.1).
 */
export function MedChoice({
  state,
  pending,
  busy,
  onCommand,
}: Pick<MedCareerProps, 'state' | 'pending' | 'busy' | 'onCommand'>) {
  if (state.step.kind === 'crewAdvance')
    return <MedCrewAdvanceChoice pending={pending} busy={busy} onCommand={onCommand} />;
  if (state.step.kind === 'torpedoLoading')
    return <MedTorpedoLoading pending={pending} busy={busy} onCommand={onCommand} />;
  return <Decisions decision={pending} state={state} busy={busy} onCommand={onCommand} />;
}
