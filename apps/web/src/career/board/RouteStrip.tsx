import type { CareerState, Patrol, RouteBox } from '@periscope/rules';
import { useEffect, useRef } from 'preact/hooks';
import { routeReconstructed } from '../../reference/reference';
import { Reconstructed } from '../../ui/Reconstructed';
import { RuleRef } from '../../ui/RuleRef';
import './board.css';
import { POSTURE, postureOf } from './posture';
import { ABORT_REASON, AREA, BASE, boxName, monthName } from '../../ui/words';

/** The patrol route as a strip of travel boxes (8.0-8.2), with the patrol's particulars; in port, where it lies. */
export function RouteStrip({ state }: { readonly state: CareerState }) {
  const { career, patrol } = state;
  if (!career) return null;
  if (!patrol)
    return (
      <section class="panel route-strip route-strip--port" aria-label="Patrol route">
        <p>
          <strong>In port in {BASE[career.base]}</strong>, {monthName(career.date)}
        </p>
      </section>
    );
  return (
    <section class="panel route-strip" aria-label={`Patrol ${patrol.number} route`}>
      <PatrolHeader state={state} patrol={patrol} month={monthName(career.date)} />
      <Boxes patrol={patrol} />
    </section>
  );
}

/** The strip scrolls sideways on a narrow screen, kept on the current box. */
function Boxes({ patrol }: { readonly patrol: Patrol }) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const current = strip.current?.querySelector<HTMLElement>('[aria-current]');
    if (strip.current && current)
      strip.current.scrollLeft = current.offsetLeft - (strip.current.clientWidth - current.offsetWidth) / 2;
  }, [patrol.boxIndex]);
  return (
    <div class="route-strip__scroll" role="region" aria-label="Travel boxes" tabIndex={0} ref={strip}>
      <ol class="route-strip__boxes">
        {patrol.boxes.map((box, i) => (
          <RouteBoxItem key={i} box={box} index={i} current={patrol.boxIndex} rollsLeft={patrol.rollsLeft} />
        ))}
      </ol>
    </div>
  );
}

function PatrolHeader({ state, patrol, month }: { state: CareerState; patrol: Patrol; month: string }) {
  const posture = postureOf(state);
  return (
    <header class="route-strip__header">
      <h2>
        Patrol {patrol.number}: {AREA[patrol.area]}
        {routeReconstructed(patrol.routeId) && (
          <>
            {' '}
            <Reconstructed what="route" />
          </>
        )}
      </h2>
      <ul class="route-strip__facts" aria-label="Patrol particulars">
        <li>{month}</li>
        {posture && (
          <li class={`route-strip__posture route-strip__posture--${posture}`}>
            {POSTURE[posture].name} <RuleRef rule={POSTURE[posture].rule} />
          </li>
        )}
        {patrol.wolfpack && (
          <li>
            Wolfpack <RuleRef rule="7.2" />
          </li>
        )}
        {patrol.mission && <MissionFact mission={patrol.mission} done={patrol.missionAccomplished} />}
        {patrol.rebaseTo && (
          <li>
            Ends in {BASE[patrol.rebaseTo]} <RuleRef rule="7.3.7" />
          </li>
        )}
        {patrol.abort && (
          <li class="route-strip__abort">
            Aborting: {ABORT_REASON[patrol.abort.reason]}, heading{' '}
            {patrol.abort.direction === 'back' ? 'back to base' : 'onward'}
            {patrol.abort.towed ? ', under tow' : ''} <RuleRef rule="10.9" />
          </li>
        )}
      </ul>
    </header>
  );
}

function MissionFact({ mission, done }: { mission: 'abwehr' | 'mines'; done: boolean }) {
  const [name, rule] = mission === 'abwehr' ? ['Abwehr agent to land', '7.4.1'] : ['Mines to lay', '7.4.2'];
  return (
    <li>
      Special mission: {name}
      {done ? ' (accomplished)' : ''} <RuleRef rule={rule} />
    </li>
  );
}

interface BoxProps {
  readonly box: RouteBox;
  readonly index: number;
  readonly current: number;
  readonly rollsLeft: number;
}

/** One travel box: its code and kind, its [E1] rolls (x2/x3, 8.2.1), on station (14.9); passed boxes dimmed. */
function RouteBoxItem({ box, index, current, rollsLeft }: BoxProps) {
  const here = index === current;
  const passed = index < current;
  const state = here ? 'route-strip__box--current' : passed ? 'route-strip__box--passed' : '';
  return (
    <li class={`route-strip__box ${state}`} aria-current={here ? 'step' : undefined}>
      <span class="route-strip__code">{box.code}</span>
      <span class="route-strip__kind">{boxName(box.kind)}</span>
      {box.rolls > 1 && <span class="route-strip__rolls">×{box.rolls} rolls</span>}
      {box.onStation && <span class="route-strip__station">on station</span>}
      {here && <span class="route-strip__here">here{rollsLeft > 0 ? `, ${rollsLeft} to roll` : ''}</span>}
      {passed && <span class="visually-hidden">passed</span>}
    </li>
  );
}
