import { aboardOf, type MedInjuryEvent } from '../crew-injuries';
import { checkMedSevereWounds } from '../medico';
import { medChart } from '../../../campaigns';
import type { MedChartPack } from '../../../campaigns/beneath-the-med/charts';
import type { DiceSource } from '../../../dice';
import { missionBoxRoll } from '../../common/mission-box';
import type { AircraftEncountered, CareerEvent, EncounterRolled, TravelBoxEntered } from '../../model/events';
import type { MissionEnded } from '../../model/events-mission';
import type { MedCareer, MedPatrol, MedRandomEventRolled, MedRepairsAttempted } from '../../model/med';
import type { MedState } from '../../model/state';
import { requireStep } from '../../model/violations';
import { medCrashDive } from '../aircraft';
import { enterMedBox, medRandomEventMet, rollA3 } from '../travel';
import { missionBoxes, missionOf } from './index';
import { ended, type MedMissionPlugin } from './plugin';
import { interceptConvoy } from './interception-box';

type MedEvent = CareerEvent<'beneath-the-med'>;

const MAX_ROLLS = 20; // a box is rolled again after each clean crash dive; a real Mission box needs a few at most

/**
 * 6.1 step 2 on a special mission (6.7): a box the mission takes is played by its plug-in, any other as usual
 * (travel.ts).
 */
export function enterMedBoxOnMission(state: MedState, dice: DiceSource, pack: MedChartPack): MedEvent[] {
  const patrol = state.patrol as MedPatrol | null;
  const boxIndex = (patrol?.boxIndex ?? -1) + 1;
  const mission = missionOf(patrol?.mission ?? null);
  const boxes = patrol ? missionBoxes(patrol) : [];
  if (!patrol || !mission || !boxes.includes(boxIndex)) return enterMedBox(state, dice, pack) as MedEvent[];
  requireStep(state, 'underway', '6.1', 'EnterNextBox');
  const box = patrol.boxes[boxIndex];
  const entered: TravelBoxEntered<'beneath-the-med'> = {
    type: 'TravelBoxEntered',
    data: { boxIndex, box, posture: 'surfaced', rolls: box.rolls, kiteDeployed: false },
  };
  const wounds = checkMedSevereWounds(aboardOf(state), pack, dice); // 7.5.6: the Medico out
  const head: MedEvent[] = wounds ? [entered, wounds] : [entered];
  switch (mission.missionBox) {
    case 'slcAttack': // 6.7.5: no [A3] roll in the S.L.C.s' box; the launch range is chosen next
      return head;
    case 'weatherReports': // 6.7.6: reporting, no [A3] roll; done with the last box of the reports
      return boxIndex === boxes.at(-1) ? [...head, ended(mission, true)] : head;
    case 'interception': // 6.7.4: a convoy or a capital ship at once, no [A3] roll
      return [...head, ...interceptConvoy(state, boxIndex, dice, pack)];
    case 'encounterRolls':
      return [...head, ...missionBoxRolls(state, mission, boxIndex, dice, pack)];
  }
}

/** 6.7.1-6.7.3: the boat is in the Mission box of a mission that rolls [A3] there, not accomplished yet. */
export function inOpenMissionBox(patrol: MedPatrol): boolean {
  const mission = missionOf(patrol.mission);
  return (
    mission?.missionBox === 'encounterRolls' &&
    patrol.missionAccomplished === null &&
    missionBoxes(patrol).includes(patrol.boxIndex)
  );
}

/** 6.7.1: attacked in the Mission box and still afloat, the boat rolls the box again to land its cargo (004 L1310-1313). */
export function missionBoxRolledAgain(state: MedState, dice: DiceSource, pack: MedChartPack): MedEvent[] {
  const patrol = state.patrol as MedPatrol;
  const mission = missionOf(patrol.mission);
  return mission && inOpenMissionBox(patrol)
    ? missionBoxRolls(state, mission, patrol.boxIndex, dice, pack)
    : [];
}

/**
 * 6.7.1-6.7.3: the Mission box's section of [A3] rolled until it brings no encounter, which accomplishes the mission
 * (common/mission-box.ts); an aircraft is met first with the crash dive on [A4] at −1 for the shallow water
 * (Q-BTM-MISSION-EXPOSURE), and after a clean dive the box is rolled again. An air attack, any other encounter or the
 * patrol's random event stops the command, met next.
 */
function missionBoxRolls(
  state: MedState,
  mission: MedMissionPlugin,
  boxIndex: number,
  dice: DiceSource,
  pack: MedChartPack,
): MedEvent[] {
  const career = state.career as MedCareer;
  const chart = medChart(pack, 'A3');
  const events: (
    | EncounterRolled<'beneath-the-med'>
    | AircraftEncountered<'beneath-the-med'>
    | MissionEnded
    | MedRandomEventRolled
    | MedInjuryEvent
    | MedRepairsAttempted
  )[] = [];
  let randomEventUsed = (state.patrol as MedPatrol).randomEventUsed;
  for (let n = 0; n < MAX_ROLLS; n++) {
    const rolled = rollA3(chart, 'specialMission', boxIndex, career, randomEventUsed, dice);
    events.push(rolled);
    randomEventUsed ||= rolled.data.randomEvent;
    if (rolled.data.randomEvent) {
      events.push(...(medRandomEventMet(state, dice, pack) as MedRandomEventRolled[])); // 9.2: as in any box, no more rolls
      break;
    }
    const next = missionBoxRoll(true, false, rolled.data.result);
    if (next.accomplished) return [...events, ended(mission, true)];
    if (rolled.data.result !== 'aircraft') break;
    const dive = medCrashDive(career, dice, pack, true);
    events.push(dive);
    if (dive.data.attacks > 0) break;
  }
  return events;
}
