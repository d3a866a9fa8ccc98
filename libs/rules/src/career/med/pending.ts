import { BENEATH_THE_MED, medChart } from '../../campaigns';
import type { CareerCommand, Decision, LegalCommand } from '../model/commands';
import type { Encounter, MedState } from '../model/state';
import { MED_RANGES, MED_START } from '../../campaigns/beneath-the-med';
import { medEvasionChoices } from './escorts';
import { medEvasionParameters } from './evasive-manoeuvres';
import { requestableAreas } from './assignment';
import { availableAdvances } from './crew-advance';
import { aaMountsWorking } from './anti-aircraft';
import { canUseLuckToken } from './random-event';
import type { MedCareer } from '../model/med';
import { slcPending } from './missions/slc-pending';
import { medGunReady, medGunShots, medTorpedoesReady } from './deck-gun';
import { canFightOnMed } from './rounds';
import { requestableClasses } from './new-boat';
import { submarineRanges } from './submarine';
import { medFollowChoices } from './follow';

const G7E_ASKED = Array.from({ length: MED_START.g7e.atMost.value + 1 }, (_, n) => n);

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
      const classes = requestableClasses(career); // 8.3: a "New Sub" marker, kept if not spent
      const newBoat: LegalCommand[] =
        classes.length > 0 ? [{ type: 'RequestNewUBoat', parameters: { uboatType: classes } }] : [];
      return { step, commands: [{ type: 'AssignPatrol', parameters }, ...newBoat] };
    }
    case 'shipsSighted': // 7.2.1-7.2.2: the range, and a surface attack at night; 7.2.3: or let the ships pass
      return { step, commands: sightedChoices(state) };
    case 'firing': // 7.2.3: any salvo of loaded tubes at the ships afloat, from one end; 7.2.3.2: the deck gun
      return { step, commands: firingChoices(state) };
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
    case 'torpedoLoading': // 4.5 step 3: how many G7e to try for (0: none, no roll)
      return { step, commands: [{ type: 'LoadTorpedoes', parameters: { g7e: G7E_ASKED } }] };
    case 'antiAircraft': // 7.3.3-7.3.4, 9.2
      return { step, commands: antiAircraftChoices(state) };
    case 'evading': // 7.2.6: below test depth or not, before the escorts' [B3] (7.2.5)
      return {
        step,
        commands: [{ type: 'EvadeEscorts', parameters: {}, choices: medEvasionChoices(state) }],
      };
    case 'combatRoundOver': // 7.2.7: an extra combat round; 7.4: a follow of escorted ships; or let them go
      return { step, commands: roundOverChoices(state) };
    case 'evasiveManoeuvre': // 11.3: the Comandante's number, before the escort's [B4] attack
      return {
        step,
        commands: [{ type: 'ChooseEvasiveManoeuvre', parameters: medEvasionParameters(state) }],
      };
    case 'submarine': // 7.2.10: attack the enemy submarine or withdraw; after an exchange, the initiative again
      return { step, commands: submarineChoices(state) };
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

/** 7.2.1: the attack, with a torpedo loaded or a deck gun that may fire (7.2.3.2); 7.2.3: letting the ships pass. */
function sightedChoices(state: MedState): LegalCommand[] {
  const attack = medTorpedoesReady(state) || medGunReady(state);
  const approach: LegalCommand = {
    type: 'ChooseApproach',
    parameters: approachChoices(state.encounter as Encounter),
  };
  return [...(attack ? [approach] : []), { type: 'DeclineAttack', parameters: {} }];
}

/** 7.2.3: the salvo, once a round; 7.2.3.2: the gun's shots at unescorted ships; the round's end once either fired. */
function firingChoices(state: MedState): LegalCommand[] {
  const encounter = state.encounter as Encounter;
  const commands: LegalCommand[] = [];
  if (medTorpedoesReady(state))
    commands.push({ type: 'FireTorpedoes', parameters: {}, choices: salvoChoices(state) });
  if (medGunReady(state)) commands.push({ type: 'FireDeckGun', parameters: {}, choices: gunChoices(state) });
  if (encounter.submarine)
    commands.push({ type: 'BreakOff', parameters: {} }); // 7.2.10.2: or withdraw
  else if (!encounter.escorted && encounter.firedThisRound.length > 0)
    commands.push({ type: 'EndRound', parameters: {} });
  return commands;
}

/**
 * 7.2.10.1-7.2.10.2: attack the submarine submerged (at medium range after its surprise attack), with a torpedo
 * loaded, or withdraw; 7.2.10.4: after an exchange, roll the initiative again or withdraw.
 */
function submarineChoices(state: MedState): LegalCommand[] {
  const phase = (state.encounter as Encounter).submarine?.phase;
  const attack: LegalCommand[] =
    phase === 'exchanged'
      ? [{ type: 'AdditionalRound', parameters: {} }]
      : medTorpedoesReady(state)
        ? [{ type: 'ChooseApproach', parameters: { attack: ['submerged'], range: submarineRanges(state) } }]
        : [];
  return [...attack, { type: 'BreakOff', parameters: {} }];
}

/** 7.2.3.2: every shot the guns have at one ship afloat, or one shot. */
function gunChoices(state: MedState): CareerCommand[] {
  const shots = medGunShots(state);
  return (state.encounter as Encounter).ships.flatMap((ship, target) =>
    ship.damage >= ship.sinkPoints
      ? []
      : [...new Set([shots, 1])].map((n): CareerCommand => ({
          type: 'FireDeckGun',
          data: { targets: Array(n).fill(target) },
        })),
  );
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
