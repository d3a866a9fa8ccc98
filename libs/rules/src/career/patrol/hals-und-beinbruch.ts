import type { CareerCommand, Decision } from '../model/commands';
import type { RandomEventTokenUsed } from '../model/events-random';
import type { Boat, BoatSystem, CareerState, Crew } from '../model/state';
import { violation } from '../model/violations';

// Hals und Beinbruch (12.1.3, [R1] 7): the token used, and what its re-roll counts as harm (E-HALS; the re-roll
// itself is in reroll.ts).

type UseRandomEventToken = Extract<CareerCommand, { type: 'UseRandomEventToken' }>;

/** E-HALS: a Hals und Beinbruch token is on the board and none is in use. */
const canUseHalsUndBeinbruch = (state: CareerState): boolean =>
  state.career !== null &&
  state.career.randomEvents.halsUndBeinbruch > 0 &&
  !state.career.randomEvents.rerollReady;

const USE: UseRandomEventToken = { type: 'UseRandomEventToken', data: { token: 'halsUndBeinbruch' } };

/** 12.1.3: the token may be used at any decision (pending adds it to what the step offers). */
export const withTokenUse = (state: CareerState, decision: Decision): Decision =>
  decision.commands.length > 0 && canUseHalsUndBeinbruch(state)
    ? { ...decision, commands: [...decision.commands, { type: USE.type, parameters: {}, choices: [USE] }] }
    : decision;

/** 12.1.3, E-HALS: the token leaves the board; the next roll that harms the boat or its crew is rolled again. */
export function useRandomEventToken(
  state: CareerState,
  command: UseRandomEventToken,
): RandomEventTokenUsed[] {
  if (command.data.token === 'inBoccaAlLupo')
    throw violation('12.1.3', 'command/option-not-offered', '"In bocca al lupo" is a Beneath the Med token');
  if (command.data.token === 'superiorTorpedoes')
    throw violation(
      '12.1.3',
      'command/option-not-offered',
      'Superior Torpedoes act by themselves on every [U2] roll of their patrol',
    );
  if (!canUseHalsUndBeinbruch(state))
    throw violation(
      '12.1.3',
      'command/not-pending',
      'No Hals und Beinbruch token on the board, or one is in use',
    );
  return [{ type: 'RandomEventTokenUsed', data: { token: 'halsUndBeinbruch', rule: '12.1.3' } }];
}

const SEVERITY: Record<string, number> = { none: 0, lightlyWounded: 1, severelyWounded: 2, killed: 3 };
const worse = (before: string, after: string) => SEVERITY[after] > SEVERITY[before];

function crewHarmed(before: Crew, after: Crew): boolean {
  const named = ['kommandant', 'firstWatchOfficer', 'secondWatchOfficer', 'engineer', 'doctor'] as const;
  return (
    named.some((n) => worse(before[n].wound, after[n].wound)) ||
    before.generic.some((w, i) => worse(w, after.generic[i])) ||
    worse(before.abwehrAgent?.wound ?? 'none', after.abwehrAgent?.wound ?? 'none')
  );
}

const count = (systems: readonly BoatSystem[], system: BoatSystem) =>
  systems.filter((s) => s === system).length;

function boatHarmed(before: Boat, after: Boat): boolean {
  return (
    after.hullDamage > before.hullDamage ||
    after.flooding > before.flooding ||
    (after.hullHoled && !before.hullHoled) ||
    after.damagedSystems.some((s) => count(after.damagedSystems, s) > count(before.damagedSystems, s)) ||
    after.inoperativeSystems.length > before.inoperativeSystems.length
  );
}

/** E-HALS: hull, flooding, a system damaged or out, a crew wound, or the career's end. */
export function harmed(before: CareerState, after: CareerState): boolean {
  if (after.step.kind === 'ending') return true;
  const boat = before.boat && after.boat && boatHarmed(before.boat, after.boat);
  const crew = before.career && after.career && crewHarmed(before.career.crew, after.career.crew);
  return Boolean(boat || crew);
}
