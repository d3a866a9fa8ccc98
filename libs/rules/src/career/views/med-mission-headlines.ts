import type { CareerEvent } from '../model/events';
import type { MedAssignment } from '../model/med';
import type { Phrase, ResultCard, Say } from './headlines';

// What a move of Beneath the Med's special missions says (6.7): the mission the assignment gives, the S.L.C.
// attack's five steps [D1]-[D5] (6.7.5.1-6.7.5.5) and the mission's end (6.7.7), with its card. Keys as in
// headlines.ts (apps/web/src/i18n/catalogues).

type Of<T extends CareerEvent['type']> = Extract<CareerEvent, { type: T }>['data'];
type SlcShip = Of<'SlcTargetsRolled'>['targets'][number];

const say = (key: string, params?: Phrase['params']): Phrase => (params ? { key, params } : { key });
const mission = (code: string): Phrase => say(`medMission.${code}`);

/** 6.2.1, 6.7: "Patrol 1: Eastern Mediterranean (2), with a special mission: the S.L.C. attack (6.7.5)". */
const assigned = (d: MedAssignment): Phrase => {
  const patrol = { number: d.number, place: say(`box.${d.area}`), total: d.rolls.at(-1)?.total ?? null };
  return d.mission
    ? say('move.medMissionAssigned', { ...patrol, mission: mission(d.mission) })
    : say('move.patrolAssigned', patrol);
};

/** 6.7.5.3: a ship the S.L.C.s found, by its name where history gives it, else by its type. */
const slcShip = (ship: SlcShip): Phrase =>
  ship.name ? say('medShip.named', { name: ship.name }) : say(`slcShip.${ship.type}`);

/** The sayings of the special missions' events, over The Hunted's (med-headlines.ts). */
export const MISSION_SAYINGS: Partial<Record<CareerEvent['type'], Say>> = {
  PatrolAssigned: assigned as Say,
  SlcLaunched: ((d: Of<'SlcLaunched'>) =>
    say('move.slcLaunched', {
      n: d.slcs,
      range: d.range,
      harbour: say(`slcHarbour.${d.harbour}`),
      detected: d.detection ? d.detected : null,
      total: d.detection?.total ?? null,
    })) as Say,
  SlcPenetrationRolled: ((d: Of<'SlcPenetrationRolled'>) =>
    say('move.slcPenetration', {
      through: d.rolls.filter((r) => r.penetrates).length,
      n: d.rolls.length,
    })) as Say,
  SlcTargetsRolled: ((d: Of<'SlcTargetsRolled'>) =>
    say('move.slcTargets', { ships: d.targets.map(slcShip) })) as Say,
  SlcsAttached: ((d: Of<'SlcsAttached'>) => say('move.slcAttached', { n: d.targets.length })) as Say,
  SlcDetonated: ((d: Of<'SlcDetonated'>) =>
    say('move.slcDetonated', {
      charges: d.charges.map((c) => say('move.slcCharge', { total: c.roll.total, result: c.result })),
    })) as Say,
  MissionEnded: () => null, // said on its card (missionCards)
  FrogmenFateRolled: ((d: Of<'FrogmenFateRolled'>) =>
    d.skipped
      ? say('move.frogmenSkipped')
      : say('move.frogmenFate', { fates: d.fates.map((f) => say(`frogmenFate.${f.fate}`)) })) as Say,
};

/** 6.7.7: the mission's end on its own card: accomplished, a successful patrol; failed, never one. */
export const missionCards = (events: readonly CareerEvent[]): ResultCard[] =>
  events.flatMap((e) =>
    e.type === 'MissionEnded'
      ? [
          {
            kind: 'missionEnded' as const,
            title: say('move.missionEnded', {
              mission: mission(e.data.mission),
              accomplished: e.data.accomplished,
            }),
            lines: [say('move.missionEndedLine', { accomplished: e.data.accomplished })],
          },
        ]
      : [],
  );
