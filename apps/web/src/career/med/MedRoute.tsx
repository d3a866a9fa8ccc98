import type { MedPatrol, MedRouteBox } from '@periscope/rules/career/model/med';
import { missionBoxOf } from '@periscope/rules/career/med/missions';
import { RuleRef } from '../../ui/RuleRef';
import { BoxStrip, TravelBox } from '../board/RouteStrip';
import '../board/board.css';
import { t, word, type MessageKey } from '../../i18n/i18n';

/** A box of the Med's route in words: Transit, Bay of Biscay, Strait of Gibraltar, or the patrol area by name. */
export const medBoxName = (box: MedRouteBox): string => {
  const id = box.kind === 'area' ? (box.area ?? '') : box.kind;
  return word('medSection', id) ?? id;
};

/** 6.7: the Mission box's badge, with the mission and, once it has ended, how (6.7.7). */
function MissionBoxMark({ patrol }: { readonly patrol: MedPatrol }) {
  const done = patrol.missionAccomplished;
  return (
    <>
      {t('medRoute.missionBox', {
        mission: t(`medMission.${String(patrol.mission)}` as MessageKey),
        done: done === null ? 'pending' : done ? 'yes' : 'no',
      })}
    </>
  );
}

/**
 * The patrol's route (6.1, D6) on The Hunted's strip of travel boxes: passed boxes dimmed, the current one marked, and
 * a special mission's Mission box (6.7.1-6.7.5) badged.
 */
export function MedRoute({ patrol }: { readonly patrol: MedPatrol }) {
  const area = word('medSection', patrol.area) ?? patrol.area;
  const missionBox = missionBoxOf(patrol);
  return (
    <section class="panel route-strip med-route" aria-label={t('route.patrolLabel', { n: patrol.number })}>
      <header class="route-strip__header">
        <h2>
          {t('route.patrol', { n: patrol.number, area })} <RuleRef rule="6.2" />
        </h2>
        <p>{t('medRoute.months', { n: patrol.months })}</p>
      </header>
      <BoxStrip current={patrol.boxIndex}>
        {patrol.boxes.map((box, i) => (
          <TravelBox
            key={i}
            code={String(i + 1)}
            name={medBoxName(box)}
            rolls={box.rolls}
            onStation={box.kind === 'area'}
            index={i}
            current={patrol.boxIndex}
            here={t('medRoute.here')}
            mark={i === missionBox ? <MissionBoxMark patrol={patrol} /> : undefined}
          />
        ))}
      </BoxStrip>
    </section>
  );
}
