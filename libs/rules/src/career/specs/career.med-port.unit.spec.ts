import { ScriptedDice, type DiceScript } from '../../dice';
import { BENEATH_THE_MED, medChart } from '../../campaigns';
import { MED_CREW_ADVANCES } from '../../campaigns/beneath-the-med';
import { decide } from '../decide';
import { evolve } from '../evolve';
import { b1Modifiers } from '../med/attack-modifiers';
import { medRefitMonths } from '../med/refit';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent } from '../model/events';
import type { MedBoatReturned, MedDecorationsAwarded, MedPromotionRolled } from '../model/events-med-port';
import type { MedCareer, MedPatrol } from '../model/med';
import type { MedPatrolTally } from '../model/med-port';
import { asCareerState, initialState, type CareerState, type TargetShip } from '../model/state';
import { pending } from '../pending';
import { reportOf } from '../views/headlines';
import { patrolViewAfter } from '../views/patrol-view';
import { types } from './career.fixtures';
import { asGiven, assignedInTheMed, med, startedInTheMed } from './career.med.fixtures';

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const adua = () => startedInTheMed('Adua', '1940-06', { '1d6': [4] });
const HOME = { kind: 'transit', area: null, rolls: 1 } as const;

/** An Adua of 6/40 in the last box of its patrol, its career, patrol tally and tonnage changed as a test needs. */
function inLastBox(
  career: Partial<MedCareer> = {},
  tally: Partial<MedPatrolTally> = {},
  tonnage = 0,
): CareerState {
  const given = asGiven([adua(), assignedInTheMed([adua()], [3, 4])]);
  const state = med(given.reduce(evolve, initialState()));
  const patrol = state.patrol as MedPatrol;
  return asCareerState(
    stateWith(state, {
      career: { ...(state.career as MedCareer), ...career },
      patrol: { ...patrol, boxes: [HOME], tally: { ...patrol.tally, ...tally } },
      tonnage,
    }),
  );
}

/** When the boat sails its last box quietly (2d6 7) and the port's dice fall so, Then these events. */
const sailHome = (state: CareerState, dice: DiceScript = {}) =>
  decide(state, enter, new ScriptedDice({ '2d6': [[3, 4]], ...dice }));
const fold = (state: CareerState, events: readonly CareerEvent[]) => events.reduce(evolve, state);
const find = <T extends CareerEvent['type']>(events: readonly CareerEvent[], type: T) =>
  events.find((e) => e.type === type) as unknown as Extract<CareerEvent, { type: T }> | undefined;
const returned = (events: readonly CareerEvent[]) =>
  find(events, 'MedBoatReturned') as unknown as MedBoatReturned;
const awarded = (events: readonly CareerEvent[]) =>
  find(events, 'MedDecorationsAwarded') as unknown as MedDecorationsAwarded | undefined;
const sunk = (n: number, shipType = 'smallFreighter', tonnage = 2000) =>
  Array.from({ length: n }, (_, i) => ({ shipType, name: `T1-${i + 1}`, tonnage }));

describe('Beneath the Med: the return to port and the refit (6.1 step 3, 7.5.9)', () => {
  it('7.5.9: Given a 1-month patrol in 6/40, When it sails its last box and the conning tower is not rebuilt (1d6 5), Then it refits in 7/40 and sails again in 8/40, as the rule’s example', () => {
    const state = inLastBox();
    const events = sailHome(state, { '1d6': [5] });
    expect(types(events)).toEqual([
      'TravelBoxEntered',
      'EncounterRolled',
      'MedBoatReturned',
      'MedRefitCompleted',
    ]);
    expect(returned(events).data).toMatchObject({
      atSea: ['1940-06'],
      returned: '1940-07',
      success: false,
      conningTower: { rebuilt: false },
      refit: { base: 1, conningTowerMonths: 0, months: 1 },
    });
    expect(find(events, 'MedRefitCompleted')?.data).toMatchObject({
      inPort: ['1940-07'],
      nextPatrol: '1940-08',
      end: null,
    });
    const after = med(fold(state, events));
    expect(after.step).toEqual({ kind: 'inPort' });
    expect(after.patrol).toBeNull();
    expect(after.patrolsCompleted).toBe(1);
    expect((after.career as MedCareer).date).toBe('1940-08');
    expect(pending(fold(state, events)).commands.map((c) => c.type)).toEqual(['AssignPatrol']);
  });

  it('6.2.2 worked example (004 L1180-1186): a Marconi patrols in September, October is "P", November "R", and it sails again in December', () => {
    const marconi = startedInTheMed('Marconi', '1941-09', { '1d10': [9] });
    const given = asGiven([marconi, assignedInTheMed([marconi], [3, 4])]);
    const state = med(given.reduce(evolve, initialState()));
    const last = asCareerState(
      stateWith(state, { patrol: { ...(state.patrol as MedPatrol), boxes: [HOME] } }),
    );
    const events = sailHome(last);
    expect(returned(events).data).toMatchObject({ atSea: ['1941-09', '1941-10'], returned: '1941-11' });
    expect(find(events, 'MedRefitCompleted')?.data).toMatchObject({
      inPort: ['1941-11'],
      nextPatrol: '1941-12',
    });
  });

  it('7.5.9.3: a 1d6 of 1-4 rebuilds the conning tower, one month more once; no roll after, nor for a career from 9/40', () => {
    const events = sailHome(inLastBox(), { '1d6': [4] });
    expect(returned(events).data.refit).toMatchObject({ conningTowerMonths: 1, months: 2 });
    expect(find(events, 'MedRefitCompleted')?.data.nextPatrol).toBe('1940-09');
    expect((med(fold(inLastBox(), events)).career as MedCareer).conningTowerRebuilt).toBe(true);
    expect(returned(sailHome(inLastBox({ conningTowerRebuilt: true }))).data.conningTower).toBeNull();
  });

  it('7.5.9.1-7.5.9.2, 7.9.1: the Perla of the rule’s example (three systems, five hull boxes) refits 4 months; a Capitano di Fregata 3, none shorter than 3 shortened', () => {
    expect(medRefitMonths(3, 5, false, 'capitanoDiCorvetta').months).toBe(4);
    expect(medRefitMonths(9, 0, false, 'capitanoDiCorvetta').months).toBe(2); // never more than one for systems
    expect(medRefitMonths(3, 5, false, 'capitanoDiFregata')).toMatchObject({ seniorRank: -1, months: 3 });
    expect(medRefitMonths(2, 1, false, 'capitanoDiVascello')).toMatchObject({ seniorRank: 0, months: 2 });
  });

  it('4.5, 4.6: the torpedoes fired are loaded again, and the deck gun’s ammunition', () => {
    const state = inLastBox({
      torpedoes: { bowTubes: [], sternTubes: [], bowReloads: [], sternReloads: [] },
      deckGunAmmo: 0,
    });
    const started = med(asGiven([adua()]).reduce(evolve, initialState())).career as MedCareer;
    const after = med(fold(state, sailHome(state, { '1d6': [5] }))).career as MedCareer;
    expect(after.torpedoes).toEqual(started.torpedoes);
    expect(after.deckGunAmmo).toBe(started.deckGunAmmo);
  });
});

describe('Beneath the Med: successful patrols and the crew’s advance (7.7)', () => {
  it('7.7.1: a torpedo that hit (a dud too) makes the patrol a success; none is a failure', () => {
    expect(returned(sailHome(inLastBox({}, { torpedoHits: 1 }), { '1d6': [5] })).data).toMatchObject({
      success: true,
      successBy: 'torpedoHit',
      advanceDue: false,
    });
  });

  it('7.7.1: Given two successful patrols, When the third returns, Then the player chooses one of the eight advances, and the refit goes on after his choice', () => {
    const service = { ...(med(inLastBox()).career as MedCareer).service, successfulPatrols: 2 };
    const state = inLastBox({ service }, { torpedoHits: 2 });
    const events = sailHome(state, { '1d6': [5] });
    expect(types(events).slice(2)).toEqual(['MedBoatReturned']);
    const port = fold(state, events);
    expect(port.step).toEqual({ kind: 'crewAdvance' });
    expect(pending(port).commands).toEqual([
      {
        type: 'ChooseCrewAdvance',
        parameters: { advance: MED_CREW_ADVANCES }, // all eight, in the rule's order
      },
    ]);
    const chosen = decide(
      port,
      { type: 'ChooseCrewAdvance', data: { advance: 'crewLevelUp' } },
      new ScriptedDice({}),
    );
    expect(types(chosen)).toEqual(['MedCrewAdvanceChosen', 'MedDecorationsAwarded', 'MedRefitCompleted']);
    expect(chosen[0].data).toEqual({
      advance: 'crewLevelUp',
      quality: { from: 'trained', to: 'veteran', rule: '7.7.2' },
    });
    expect((med(fold(port, chosen)).career as MedCareer).crewQuality).toBe('veteran');
  });

  it('7.7.1: a skill is chosen once; the command is refused when no advance is due', () => {
    const service = { ...(med(inLastBox()).career as MedCareer).service, successfulPatrols: 2 };
    const state = inLastBox({ service, crewSkills: ['charisma'] }, { torpedoHits: 1 });
    const port = fold(state, sailHome(state, { '1d6': [5] }));
    expect(pending(port).commands[0].parameters.advance).not.toContain('charisma');
    expect(() =>
      decide(port, { type: 'ChooseCrewAdvance', data: { advance: 'charisma' } }, new ScriptedDice({})),
    ).toThrow(/charisma cannot be chosen now/);
    expect(() =>
      decide(inLastBox(), { type: 'ChooseCrewAdvance', data: { advance: 'gunnery' } }, new ScriptedDice({})),
    ).toThrow();
  });

  it('7.7.3: the third failed patrol in a row lowers the crew a level', () => {
    const service = { ...(med(inLastBox()).career as MedCareer).service, failedPatrolsInARow: 2 };
    expect(returned(sailHome(inLastBox({ service }), { '1d6': [5] })).data.quality).toEqual({
      from: 'trained',
      to: 'novice',
      rule: '7.7.3',
    });
  });

  it('7.7.5: an expert Secondo rolls 1d6 at the return; on a 6 he gets his own boat and his skill is gone', () => {
    const state = inLastBox({ crewSkills: ['secondoExpert'] });
    const events = sailHome(state, { '1d6': [5, 6] });
    expect(returned(events).data.secondoLeaves).toMatchObject({ leaves: true });
    expect((med(fold(state, events)).career as MedCareer).crewSkills).toEqual([]);
  });
});

describe('Beneath the Med: awards and promotion (7.8, 7.9)', () => {
  it('7.8.4, 7.8.10: a first successful patrol with three ships, one a warship: the submarine badge and only the highest valour award, the Silver Medal (the Bronze withheld)', () => {
    const ships = [...sunk(2), { shipType: 'escort', name: 'Corvette', tonnage: 900 }];
    const events = sailHome(inLastBox({}, { torpedoHits: 3, sunk: ships }, 4900), { '1d6': [5] });
    expect(awarded(events)?.data).toEqual({
      awards: [
        { award: 'silverMedal', rule: '7.8.1', reason: 'Corvette' },
        { award: 'submarineBadge', rule: '7.8.4', reason: 'first' },
      ],
      withheld: ['bronzeMedal'],
      tonnageMet: [],
    });
  });

  it('7.8.1, 7.8.5, 7.8.10: 50,000 t gives the Gold Medal (the Silver met with it withheld, never given after); a Knight’s Cross at 100,000 t', () => {
    const events = sailHome(inLastBox({}, { torpedoHits: 1, sunk: sunk(1) }, 60_000), { '1d6': [5] });
    expect(awarded(events)?.data).toMatchObject({
      withheld: ['silverMedal'],
      tonnageMet: ['goldMedal', 'silverMedal'],
    });
    expect(awarded(events)?.data.awards.map((a) => a.award)).toEqual(['goldMedal', 'submarineBadge']);
    const big = sailHome(inLastBox({}, {}, 100_000), { '1d6': [5] });
    expect(awarded(big)?.data.awards.map((a) => a.award)).toEqual(['goldMedal', 'knightsCross']);
  });

  it('7.8.1, 7.8.5: a capital ship of [T4] sunk gives its Gold Medal, a battleship marked * the Knight’s Cross too', () => {
    const ships = [{ shipType: 'capitalShip', name: 'HMS Renown', tonnage: 31_500 }];
    const events = sailHome(inLastBox({}, { torpedoHits: 2, sunk: ships }, 31_500), { '1d6': [5] });
    expect(awarded(events)?.data.awards.map((a) => a.award)).toEqual([
      'goldMedal',
      'knightsCross',
      'submarineBadge',
    ]);
    expect(awarded(events)?.data.withheld).toEqual(['silverMedal']);
  });

  it('7.8.9: the Bronze Medal turns one failed patrol into a success, once in the game', () => {
    const state = inLastBox({ awards: { bronzeMedal: 1 } });
    const events = sailHome(state, { '1d6': [5] });
    expect(returned(events).data).toMatchObject({ success: true, successBy: 'bronzeMedal' });
    const used = { ...(med(fold(state, events)).career as MedCareer).service };
    expect(used.bronzeUsed).toBe(true);
    expect(
      returned(sailHome(inLastBox({ awards: { bronzeMedal: 1 }, service: used }), { '1d6': [5] })).data
        .success,
    ).toBe(false);
  });

  it('7.8.9: a Silver or Gold Medal holder takes no +1 for the second salvo of a night surface attack', () => {
    const b1 = medChart(BENEATH_THE_MED.charts.builtIn, 'B1');
    const target: TargetShip = {
      type: 'smallFreighter',
      name: 'T1-1',
      tonnage: 2000,
      sinkPoints: 2,
      damage: 0,
      fast: false,
    };
    const career = med(inLastBox()).career as MedCareer;
    const ids = (c: MedCareer) =>
      b1Modifiers(b1, {
        career: c,
        target,
        salvo: 2,
        pack: BENEATH_THE_MED.charts.builtIn,
        torpedo: 'W270',
        range: 'medium',
      }).map((m) => m.id);
    expect(ids(career)).toContain('secondSalvo');
    expect(ids({ ...career, awards: { silverMedal: 1 } })).not.toContain('secondSalvo');
  });

  it('7.9.2: 12 months after the start the promotion roll is due: 1d6 modified 1-4 promotes, −1 per three ships sunk in the period, −2 for Charisma', () => {
    const base = med(inLastBox()).career as MedCareer;
    const service = { ...base.service, period: { shipsSunk: 3, failedPatrols: 0 } };
    const state = inLastBox({ date: '1941-06', service, crewSkills: ['charisma'] });
    const events = sailHome(state, { '1d6': [5, 6] });
    const rolled = find(events, 'MedPromotionRolled') as unknown as MedPromotionRolled;
    expect(rolled.data).toMatchObject({
      reason: 'service',
      promoted: true,
      rank: 'capitanoDiFregata',
      nextDue: '1942-06',
    });
    expect(rolled.data.roll.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['perThreeSunk', -1],
      ['charisma', -2],
    ]);
    expect(rolled.data.roll.total).toBe(3);
    expect(med(fold(state, events)).career?.rank).toBe('capitanoDiFregata');
  });

  it('7.9.2 worked example (004 L2455-2459): +1 for 3 unsuccessful patrols and −1 for 4 ships sunk cancel out', () => {
    const base = med(inLastBox()).career as MedCareer;
    const service = { ...base.service, period: { shipsSunk: 4, failedPatrols: 3 } };
    const rolled = (face: number) =>
      find(sailHome(inLastBox({ date: '1941-06', service }), { '1d6': [6, face] }), 'MedPromotionRolled')
        ?.data as MedPromotionRolled['data'];
    expect(rolled(4).roll.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['perThreeSunk', -1],
      ['threeFailedPatrols', 1],
    ]);
    expect([1, 2, 3, 4, 5, 6].map((face) => [rolled(face).roll.total, rolled(face).promoted])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, false],
      [6, false],
    ]);
  });

  it('5.1.2, 7.9.2, 5.2.2: a refit that runs past 8/43 ends the career after the final promotion roll, with its victory level', () => {
    const base = med(inLastBox()).career as MedCareer;
    const state = inLastBox(
      { date: '1943-07', conningTowerRebuilt: true, service: { ...base.service, promotionDue: '1944-06' } },
      {},
      25_000,
    );
    const events = sailHome(state, { '1d6': [6] });
    expect(types(events).slice(2)).toEqual([
      'MedBoatReturned',
      'MedDecorationsAwarded',
      'MedPromotionRolled',
      'MedRefitCompleted',
      'CareerEnded',
    ]);
    expect(find(events, 'MedPromotionRolled')?.data).toMatchObject({ reason: 'final', promoted: false });
    expect(find(events, 'MedRefitCompleted')?.data).toMatchObject({ nextPatrol: '1943-09', end: 'warOver' });
    expect(find(events, 'CareerEnded')?.data).toMatchObject({
      reason: 'warOver',
      rule: '5.1.2',
      victoryLevel: 'marginalVictory',
    });
    expect(fold(state, events).step.kind).toBe('ended');
    expect(pending(fold(state, events)).commands).toEqual([]);
  });

  it('5.1.4: the patrol view folds the port and the end, and what the last move did says the career is over', () => {
    const base = med(inLastBox()).career as MedCareer;
    const state = inLastBox({
      date: '1943-08',
      conningTowerRebuilt: true,
      service: { ...base.service, promotionDue: '1944-06' },
    });
    const events = sailHome(state, { '1d6': [6] });
    const given = asGiven([adua(), assignedInTheMed([adua()], [3, 4])]);
    const stored = [...given, ...events].map((e, i) => ({ ...e, revision: i, position: i }));
    expect(() => patrolViewAfter(stored)).not.toThrow();
    expect(reportOf(events).cards.map((c) => c.kind)).toContain('careerOver');
  });
});
