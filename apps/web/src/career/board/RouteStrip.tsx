import type { CareerState, Patrol, RouteBox } from '@periscope/rules';
import { useEffect, useRef } from 'preact/hooks';
import { routeReconstructed } from '../../reference/reference';
import { Reconstructed } from '../../ui/Reconstructed';
import { RuleRef } from '../../ui/RuleRef';
import './board.css';
import { POSTURE_RULE, postureOf } from './posture';
import { abortReasonName, areaName, baseName, boxName, monthName } from '../../ui/words';
import { t } from '../../i18n/i18n';

/** The patrol route as a strip of travel boxes (8.0-8.2), with the patrol's particulars; in port, where it lies. */
export function RouteStrip({ state }: { readonly state: CareerState }) {
  const { career, patrol } = state;
  if (!career) return null;
  if (!patrol)
    return (
      <section class="panel route-strip route-strip--port" aria-label={t('route.label')}>
        <p>
          <strong>{t('route.inPort', { base: baseName(career.base) })}</strong>, {monthName(career.date)}
        </p>
      </section>
    );
  return (
    <section class="panel route-strip" aria-label={t('route.patrolLabel', { n: patrol.number })}>
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
    <div class="route-strip__scroll" role="region" aria-label={t('route.boxes')} tabIndex={0} ref={strip}>
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
        {t('route.patrol', { n: patrol.number, area: areaName(patrol.area) })}
        {routeReconstructed(patrol.routeId) && (
          <>
            {' '}
            <Reconstructed what={t('route.route')} />
          </>
        )}
      </h2>
      <ul class="route-strip__facts" aria-label={t('route.particulars')}>
        <li>{month}</li>
        {posture && (
          <li class={`route-strip__posture route-strip__posture--${posture}`}>
            {t('posture.name', { posture })} <RuleRef rule={POSTURE_RULE[posture]} />
          </li>
        )}
        {patrol.wolfpack && (
          <li>
            {t('route.wolfpack')} <RuleRef rule="7.2" />
          </li>
        )}
        {patrol.mission && <MissionFact mission={patrol.mission} done={patrol.missionAccomplished} />}
        {patrol.rebaseTo && (
          <li>
            {t('route.endsIn', { base: baseName(patrol.rebaseTo) })} <RuleRef rule="7.3.7" />
          </li>
        )}
        {patrol.abort && (
          <li class="route-strip__abort">
            {t('route.aborting', {
              reason: abortReasonName(patrol.abort.reason),
              direction: patrol.abort.direction,
              towed: patrol.abort.towed ? 'yes' : 'no',
            })}{' '}
            <RuleRef rule="10.9" />
          </li>
        )}
      </ul>
    </header>
  );
}

function MissionFact({ mission, done }: { mission: 'abwehr' | 'mines'; done: boolean }) {
  const rule = mission === 'abwehr' ? '7.4.1' : '7.4.2';
  return (
    <li>
      {t('route.mission', { mission, done: done ? 'yes' : 'no' })} <RuleRef rule={rule} />
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
      {box.rolls > 1 && <span class="route-strip__rolls">{t('route.rolls', { n: box.rolls })}</span>}
      {box.onStation && <span class="route-strip__station">{t('route.onStation')}</span>}
      {here && <span class="route-strip__here">{t('route.here', { n: rollsLeft })}</span>}
      {passed && <span class="visually-hidden">{t('route.passed')}</span>}
    </li>
  );
}
