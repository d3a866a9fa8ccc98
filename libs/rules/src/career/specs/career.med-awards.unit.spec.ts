import { ScriptedDice, type DiceScript } from '../../dice';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent } from '../model/events';
import type { MedCareer, MedPatrol, MedTorpedoLoad } from '../model/med';
import type { MedAwards } from '../model/med-port';
import type { AppliedModifier } from '../model/rolls';
import { asCareerState, initialState, type CareerState, type MedState } from '../model/state';
import { medDecorations } from '../med/awards';
import {
  aduaInLastBox,
  asGiven,
  assignedInTheMed,
  med,
  sailedHome,
  startedInTheMed,
} from './career.med.fixtures';

// 4.5, 7.8.9, 7.9.2: what the awards and the G7e change in a combat and at the promotion roll.

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const started = startedInTheMed('Adua', '1940-06', { '1d6': [4] });
const aduaAtSea = asGiven([started, assignedInTheMed([started], [3, 4])]);
const fold = (state: CareerState, events: readonly CareerEvent[]) => events.reduce(evolve, state);
const when = (state: CareerState, command: CareerCommand, dice: DiceScript) =>
  decide(state, command, new ScriptedDice(dice));

/** An Adua in the Central Mediterranean, its awards and torpedoes as a test needs, meeting Ship(s) + Escort by day. */
function escortedByDay(awards: MedAwards = {}, torpedoes?: Partial<MedTorpedoLoad>): CareerState {
  const atSea = med(aduaAtSea.reduce(evolve, initialState()));
  const career = atSea.career as MedCareer;
  const before = stateWith(atSea, {
    career: { ...career, awards, torpedoes: { ...career.torpedoes, ...torpedoes } },
    patrol: { ...(atSea.patrol as MedPatrol), boxes: [{ kind: 'area', area: 'centralMed', rolls: 1 }] },
  });
  const state = asCareerState(before);
  // Ship(s) + Escort (2d6 7), one ship (1d6 3), large (1d6 4), T2-6, by day (1d6 1)
  return fold(state, when(state, enter, { '2d6': [[3, 4]], '1d6': [3, 4, 1], '1d10': [6] }));
}

const approach = (range: string): CareerCommand =>
  ({ type: 'ChooseApproach', data: { attack: 'submerged', range } }) as CareerCommand;
const bowTube1: CareerCommand = {
  type: 'FireTorpedoes',
  data: { shots: [{ end: 'bow', tube: 0, target: 0 }] },
};
const modifiersOf = (event: CareerEvent | undefined) =>
  (event?.data as unknown as { roll: { modifiers: AppliedModifier[] } }).roll.modifiers.map(
    (m) => `${m.id} ${m.value}`,
  );

/** At medium range bow tube 1 misses (2d6 12), then the escorts' [B3] (2d6 5, not detected: the boat goes home). */
function escortsAfterAMiss(state: CareerState): CareerEvent[] {
  const aimed = fold(state, when(state, approach('medium'), {}));
  const salvo = fold(aimed, when(aimed, bowTube1, { '2d6': [[6, 6]] }));
  const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
  return when(salvo, evade, { '2d6': [[2, 3]], '1d6': [5] }); // the conning tower not rebuilt (1d6 5)
}

describe('Beneath the Med: the Gold Medal on [B3] (7.8.9)', () => {
  it('7.8.9: Given a Gold Medal holder who fired by day and missed (2d6 12), When the escorts roll [B3] after the salvo, Then they take −1 with the wakes’ +1', () => {
    const events = escortsAfterAMiss(escortedByDay({ goldMedal: 1 }));
    expect(events[0].type).toBe('EscortDetectionRolled');
    expect(modifiersOf(events[0])).toEqual(['steamTorpedoesByDay 1', 'goldMedal -1']);
    expect(events[0].data).toMatchObject({ result: 'notDetected', roll: { natural: 5, total: 5 } });
  });

  it('7.2.1, Q-BTM-B3-YEAR: the roll before firing at close range takes the year’s modifier only, not the medal’s', () => {
    const fired = escortedByDay({ goldMedal: 1 });
    const events = when(fired, approach('close'), { '2d6': [[4, 5]] });
    const detection = events.find((e) => e.type === 'EscortDetectionRolled');
    expect(modifiersOf(detection)).toEqual([]);
  });
});

describe('Beneath the Med: the G7e in combat (4.5, 7.1.10)', () => {
  const g7eInBow = { bowTubes: ['G7e', 'W270', 'W270', 'W270'] } as const;

  it('4.5, designed D95: Given a G7e in bow tube 1, When it is fired at long range, Then [B1] takes +1; at medium range none', () => {
    const state = escortedByDay({}, g7eInBow);
    const long = fold(state, when(state, approach('long'), {}));
    const atLong = when(long, bowTube1, { '2d6': [[6, 6]] });
    expect(modifiersOf(atLong[0])).toEqual(['g7eLongRange 1']);
    const medium = fold(state, when(state, approach('medium'), {}));
    expect(modifiersOf(when(medium, bowTube1, { '2d6': [[6, 6]] })[0])).toEqual([]);
  });

  it('7.1.10: a G7e fired by day leaves no wake: the escorts’ [B3] takes no +1 for it', () => {
    const events = escortsAfterAMiss(escortedByDay({}, g7eInBow));
    expect(modifiersOf(events[0])).toEqual([]);
  });
});

const promotionDueNow = {
  ...(med(aduaInLastBox('1941-06')).career as MedCareer).service,
  promotionDue: '1941-06' as const,
};

describe('Beneath the Med: the medals at the promotion roll (7.9.2)', () => {
  it('7.9.2, Q-BTM-AWARD-HELD: Given a Silver Medal won before the period, When the promotion roll is due, Then it takes −1 all the same', () => {
    const state = aduaInLastBox('1941-06', { awards: { silverMedal: 1 }, service: promotionDueNow });
    // the last box quiet (2d6 7), the conning tower not rebuilt (1d6 5), the promotion 1d6 5
    const events = when(state, enter, { '2d6': [[3, 4]], '1d6': [5, 5] });
    const rolled = events.find((e) => e.type === 'MedPromotionRolled');
    expect(modifiersOf(rolled)).toEqual(['goldOrSilverMedal -1']);
    expect(rolled?.data).toMatchObject({ promoted: true, roll: { total: 4 } });
  });
});

describe('Beneath the Med: the ranks’ abilities (7.9.1)', () => {
  const ask: CareerCommand = { type: 'AssignPatrol', data: { requestedArea: 'westernMed' } };
  const request = (rank: MedCareer['rank'], die: number) => {
    const state = sailedHome(aduaInLastBox('1941-03', { rank }));
    const events = when(state, ask, { '1d6': [die], '2d6': [[3, 4]] });
    return (events[0].data as unknown as { request: { granted: boolean } }).request.granted;
  };

  it('7.9.1: a Capitano di Fregata’s request is granted on 1-2, a Capitano di Vascello’s on 1-3', () => {
    expect(request('capitanoDiFregata', 2)).toBe(true);
    expect(request('capitanoDiFregata', 3)).toBe(false);
    expect(request('capitanoDiVascello', 3)).toBe(true);
    expect(request('capitanoDiVascello', 4)).toBe(false);
  });
});

describe('Beneath the Med: the Gold Medal of an S.L.C. mission (6.7.5.4)', () => {
  const refitWith = (slcCapitalShips: readonly string[]): MedState => {
    const state = med(fold(initialState(), aduaAtSea));
    const career = state.career as MedCareer;
    const tally = { torpedoHits: 0, missionAccomplished: true, sunk: [], slcCapitalShips };
    const refit = {
      stage: 'awards',
      patrol: 1,
      success: true,
      returned: '1940-07',
      months: 1,
      tally,
    } as const;
    return stateWith(state, { career: { ...career, refit } });
  };

  it('6.7.5.4 (004 L1439-1442): Given the S.L.C.s sank HMS Queen Elizabeth in harbour, When the awards are made at the return, Then the Comandante has the Gold Medal, though no tonnage', () => {
    const [awarded] = medDecorations(refitWith(['HMS Queen Elizabeth']));
    expect(awarded.data.awards).toContainEqual(
      expect.objectContaining({ award: 'goldMedal', rule: '6.7.5.4' }),
    );
  });

  it('7.8.5, 6.7.5.4: Given the S.L.C.s sank the battleship HMS Valiant, When the awards are made, Then the Knight’s Cross comes with the Gold Medal, outside the one valour award (7.8.10)', () => {
    const [awarded] = medDecorations(refitWith(['HMS Valiant']));
    expect(awarded.data.awards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ award: 'goldMedal', rule: '6.7.5.4', reason: 'HMS Valiant' }),
        expect.objectContaining({ award: 'knightsCross', rule: '7.8.5', reason: 'HMS Valiant' }),
      ]),
    );
    expect(awarded.data.withheld).toEqual([]);
  });

  it('7.8.5: the unnamed battleship at Gibraltar earns the Knight’s Cross too; the carrier Ark Royal only the Gold Medal', () => {
    const gibraltar = medDecorations(refitWith(['battleship'])).flatMap((e) => e.data.awards);
    expect(gibraltar.map((a) => a.award)).toEqual(expect.arrayContaining(['goldMedal', 'knightsCross']));
    const arkRoyal = medDecorations(refitWith(['HMS Ark Royal'])).flatMap((e) => e.data.awards);
    expect(arkRoyal.map((a) => a.award)).toContain('goldMedal');
    expect(arkRoyal.map((a) => a.award)).not.toContain('knightsCross');
  });

  it('6.7.5.4: an S.L.C. mission that sank no capital ship earns no Gold Medal', () => {
    const awards = medDecorations(refitWith([])).flatMap((e) => e.data.awards);
    expect(awards.map((a) => a.award)).not.toContain('goldMedal');
  });
});
