import { BENEATH_THE_MED, medChart } from '../../campaigns';
import type { CareerCommand, Decision, LegalCommand } from '../model/commands';
import type { Encounter, MedState } from '../model/state';
import { MED_RANGES } from '../../campaigns/beneath-the-med';
import { medEvasionChoices } from './escorts';
import { requestableAreas } from './assignment';
import { availableAdvances } from './crew-advance';
import { aaMountsWorking } from './anti-aircraft';
import { canUseLuckToken } from './random-event';
import type { MedCareer } from '../model/med';
import { slcPending } from './missions/slc-pending';
import { canFightOnMed } from './rounds';
import { medFollowChoices } from './follow';

/** What a Beneath the Med career waits for: the patrol assignment in port, the next travel box at sea (6.1). */
export function medPending(state: MedState): Decision {
  const step = state.step;
  switch (step.kind) {
    case 'inPort': {
      const career = state.career as MedCareer;
      const chart = medChart(BENEATH_THE_MED.charts.builtIn, career.base === 'mediterranean' ? 'A1a' : 'A1b');
      const areas = requestableAreas(career, chart); // 7.9.1
      const parameters: Record<string, readonly unknown[]> =
        areas.length > 0 ? { requestedArea: [null, ...areas] } : {}; // null: no request
      return { step, commands: [{ type: 'AssignPatrol', parameters }] };
    }
    case 'shipsSighted': // 7.2.1-7.2.2: the range, and a surface attack at night
      return {
        step,
        commands: [{ type: 'ChooseApproach', parameters: approachChoices(state.encounter as Encounter) }],
      };
    case 'firing': // 7.2.3: any salvo of loaded tubes at the ships afloat, from one end (both at night on the surface)
      return { step, commands: [{ type: 'FireTorpedoes', parameters: {}, choices: salvoChoices(state) }] };
    case 'crewAdvance': // 7.7.1: one of the eight, chosen
      return {
        step,
        commands: [
          {
            type: 'ChooseCrewAdvance',
            parameters: { advance: availableAdvances(state.career as MedCareer) },
          },
        ],
      };
    case 'antiAircraft': // 7.3.3-7.3.4, 9.2
      return { step, commands: antiAircraftChoices(state) };
    case 'evading': // 7.2.6: below test depth or not, before the escorts' [B3] (7.2.5)
      return {
        step,
        commands: [{ type: 'EvadeEscorts', parameters: {}, choices: medEvasionChoices(state) }],
      };
    case 'combatRoundOver': // 7.2.7: an extra combat round; 7.4: a follow of escorted ships; or let them go
      return { step, commands: roundOverChoices(state) };
    case 'slcAttack': // 6.7.5.1-6.7.5.5
      return slcPending(state, step);
    case 'underway': // no defensive posture in Beneath the Med (digest §1.4): the boat is surfaced between boxes
      return { step, commands: [{ type: 'EnterNextBox', parameters: { posture: ['surfaced'] } }] };
    default:
      return { step, commands: [] };
  }
}

/**
 * 7.3.3: fire the AA (StaySurfaced) while a mount works (7.3.4), or hold fire (Dive); Q-BTM-LUPO: an "In bocca al
 * lupo" token may roll the failed crash dive again.
 */
function antiAircraftChoices(state: MedState): LegalCommand[] {
  const fire = aaMountsWorking(state.career as MedCareer, BENEATH_THE_MED.charts.builtIn) > 0;
  const token: CareerCommand = { type: 'UseRandomEventToken', data: { token: 'inBoccaAlLupo' } };
  const commands: LegalCommand[] = fire ? [{ type: 'StaySurfaced', parameters: {} }] : [];
  commands.push({ type: 'Dive', parameters: {} });
  if (canUseLuckToken(state)) commands.push({ type: token.type, parameters: {}, choices: [token] });
  return commands;
}

const approachChoices = (encounter: Encounter): Record<string, readonly unknown[]> => ({
  attack: encounter.timeOfDay === 'night' ? ['submerged', 'nightSurface'] : ['submerged'],
  range: MED_RANGES,
  ...(encounter.escorted ? { attackEscort: [false, true] } : {}), // 7.2.4
});

/**
 * A sample of the legal salvos (LegalCommand.choices): at each ship afloat, every loaded tube of one end, or one; at
 * night on the surface, every loaded tube of both ends too, the second salvo of 7.2.3.1.
 */
function salvoChoices(state: MedState): CareerCommand[] {
  const { bowTubes, sternTubes } = (state.career as MedCareer).torpedoes;
  const encounter = state.encounter as Encounter;
  const ends = [
    { end: 'bow' as const, tubes: bowTubes.length },
    { end: 'stern' as const, tubes: sternTubes.length },
  ].filter((e) => e.tubes > 0);
  const shots = (end: 'bow' | 'stern', count: number, target: number) =>
    Array.from({ length: count }, (_, tube) => ({ end, tube, target }));
  const salvo = (s: ReturnType<typeof shots>): CareerCommand => ({
    type: 'FireTorpedoes',
    data: { shots: s },
  });
  const bothEnds = encounter.approach?.attack === 'nightSurface' && ends.length === 2;
  return encounter.ships.flatMap((ship, target) =>
    ship.damage >= ship.sinkPoints
      ? []
      : [
          ...ends.flatMap(({ end, tubes }) => [tubes, 1].map((count) => salvo(shots(end, count, target)))),
          ...(bothEnds ? [salvo(ends.flatMap(({ end, tubes }) => shots(end, tubes, target)))] : []),
        ],
  );
}

function roundOverChoices(state: MedState): LegalCommand[] {
  const follows = medFollowChoices(state);
  const commands: LegalCommand[] = canFightOnMed(state) ? [{ type: 'AdditionalRound', parameters: {} }] : [];
  if (follows.length > 0) commands.push({ type: 'Follow', parameters: {}, choices: follows });
  return [...commands, { type: 'BreakOff', parameters: {} }];
}
