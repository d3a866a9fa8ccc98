import type { CareerState, Patrol, RouteBox } from '@periscope/rules';
import type { ComponentChildren } from 'preact';
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

function Boxes({ patrol }: { readonly patrol: Patrol }) {
  return (
    <BoxStrip current={patrol.boxIndex}>
      {patrol.boxes.map((box, i) => (
        <RouteBoxItem key={i} box={box} index={i} current={patrol.boxIndex} rollsLeft={patrol.rollsLeft} />
      ))}
    </BoxStrip>
  );
}

/** The strip of travel boxes, scrolling sideways on a narrow screen, kept on the current box (The Hunted's, the Med's). */
export function BoxStrip({
  current,
  children,
}: {
  readonly current: number;
  readonly children: ComponentChildren;
}) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = strip.current?.querySelector<HTMLElement>('[aria-current]');
    if (strip.current && box)
      strip.current.scrollLeft = box.offsetLeft - (strip.current.clientWidth - box.offsetWidth) / 2;
  }, [current]);
  return (
    <div class="route-strip__scroll" role="region" aria-label={t('route.boxes')} tabIndex={0} ref={strip}>
      <ol class="route-strip__boxes">{children}</ol>
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
  return (
    <TravelBox
      code={box.code}
      name={boxName(box.kind)}
      rolls={box.rolls}
      onStation={box.onStation}
      index={index}
      current={current}
      here={t('route.here', { n: rollsLeft })}
    />
  );
}

export interface TravelBoxProps {
  readonly code: string;
  readonly name: string;
  /** The encounter rolls the box makes (shown from two). */
  readonly rolls: number;
  readonly onStation: boolean;
  readonly index: number;
  readonly current: number;
  /** What the current box says of itself. */
  readonly here: string;
  /** What the box is for beyond its encounters (the Med's Mission box, 6.7), shown on it; absent: nothing. */
  readonly mark?: ComponentChildren;
}

/** A box of a route strip: passed boxes dimmed, the current one marked as the step the boat is at. */
export function TravelBox({ code, name, rolls, onStation, index, current, here, mark }: TravelBoxProps) {
  const at = index === current;
  const passed = index < current;
  const state = at ? 'route-strip__box--current' : passed ? 'route-strip__box--passed' : '';
  return (
    <li class={`route-strip__box ${state}`} aria-current={at ? 'step' : undefined}>
      <span class="route-strip__code">{code}</span>
      <span class="route-strip__kind">{name}</span>
      {rolls > 1 && <span class="route-strip__rolls">{t('route.rolls', { n: rolls })}</span>}
      {onStation && <span class="route-strip__station">{t('route.onStation')}</span>}
      {mark && <span class="route-strip__mark">{mark}</span>}
      {at && <span class="route-strip__here">{here}</span>}
      {passed && <span class="visually-hidden">{t('route.passed')}</span>}
    </li>
  );
}
