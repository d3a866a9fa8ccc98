import { defaultChartPack, type YearMonth } from '../../charts';
import { SeededDice } from '../../dice';
import {
  NO_ROLL,
  outOfPort,
  sighted,
  target,
  one,
  patrolEnded,
  refit,
  withCareer,
  withCrew,
  wounded,
} from './career.fixtures';
import type { CareerEvent } from '../model/events';
import { e2Modifiers } from '../combat/combat-modifiers';
import { decide } from '../decide';
import type { Decorations } from '../model/service';
import { evolve, fold } from '../evolve';
import { pending } from '../pending';
import { careerOf, initialState, type CareerState, type Wound } from '../model/state';

// 11.3: decorations at the end of a patrol; the benefits of the Knight's Cross grades (11.3.6).

const sunk =
  (tonnage: number, change: Partial<CareerState['career'] & object> = {}) =>
  (s: CareerState) =>
    withCareer({ ...s, tonnage }, change);
const wearing = (s: CareerState, d: Partial<Decorations>) =>
  withCareer(s, { decorations: { ...careerOf(s).decorations, ...d } });
/** A patrol from France ending in `date` + 1 (from 9/44 the boat goes to Norway: `dice` for its air raid). */
const awarded = (
  date: YearMonth,
  change: (s: CareerState) => CareerState,
  success = true,
  dice: number[] = [],
) => {
  const ended = patrolEnded({
    date,
    success,
    shipsSunk: success ? 1 : 0,
    change: (s) => change(withCareer(s, { base: 'france' })),
  });
  return one(refit(ended, dice).events, 'DecorationsAwarded');
};

describe("the Knight's Cross chain (11.3.1-11.3.4, 11.3.7)", () => {
  it('11.3.1: 75,000 t for a patrol ending 7-12/43, 50,000 t 1-6/44, 25,000 t from 7/44 (Q-26: by the month it ends)', () => {
    expect(awarded('1943-11', sunk(60_000)).knightsCross).toBeNull(); // back in 12/43
    expect(awarded('1943-12', sunk(60_000)).knightsCross).toBe('knightsCross'); // back in 1/44
    expect(awarded('1943-10', sunk(75_000)).awards).toContain('knightsCross');
    expect(awarded('1944-06', sunk(25_000)).knightsCross).toBe('knightsCross');
    expect(awarded('1944-05', sunk(49_999)).knightsCross).toBeNull();
  });

  it("11.3.1 threshold drop: the Knight's Cross comes at the end of a successful patrol (E-KC-TONNAGE)", () => {
    expect(awarded('1944-06', sunk(30_000), false).knightsCross).toBeNull();
  });

  it('11.3.2, 11.3.7, E-KC-TONNAGE: given the Oak Leaves tonnage already sunk (held back by one grade a patrol), when an unsuccessful patrol ends, then the Oak Leaves come', () => {
    const kcHeldBack = (s: CareerState) =>
      wearing(
        withCareer(
          { ...s, tonnage: 60_000 },
          { service: { ...careerOf(s).service, tonnageAtLastGrade: 30_000 } },
        ),
        { knightsCross: 'knightsCross' },
      );
    expect(awarded('1944-07', kcHeldBack, false).knightsCross).toBe('oakLeaves');
  });

  it('11.3.5: a grade won lets the player ask for a newer boat: the refit waits for his choice (11.4.3)', () => {
    const { events, state } = refit(patrolEnded({ date: '1944-06', success: true, change: sunk(30_000) }));
    expect(one(events, 'DecorationsAwarded')).toMatchObject({
      awards: ['knightsCross', 'ironCross2', 'ironCross1', 'germanCrossInGold'],
      newUBoatRequest: true,
    });
    expect(state.step).toEqual({ kind: 'newUBoatRequest' });
    expect(pending(state).commands.map((c) => c.type)).toEqual(['RequestNewUBoat', 'KeepNewUBoatRequest']);
  });

  it("11.3.2: the Oak Leaves 25,000 t after the Knight's Cross, or for a capital ship; with them the War Badge with Diamonds", () => {
    const held =
      (tonnage: number, capitalShips = 0) =>
      (s: CareerState) =>
        wearing(
          withCareer(
            { ...s, tonnage },
            {
              service: {
                ...careerOf(s).service,
                tonnageAtLastGrade: 30_000,
                capitalShipsThisPatrol: capitalShips,
              },
            },
          ),
          { knightsCross: 'knightsCross' },
        );
    expect(awarded('1944-07', held(55_000)).awards).toEqual([
      'oakLeaves',
      'ironCross2',
      'ironCross1',
      'uboatWarBadgeWithDiamonds',
      'germanCrossInGold',
    ]);
    expect(awarded('1944-07', held(54_999)).knightsCross).toBe('knightsCross');
    expect(awarded('1944-07', held(31_000, 1)).knightsCross).toBe('oakLeaves');
  });

  it("E-KC, 11.3.1, 11.3.7 (002 L3123): a capital ship sunk gives the Knight's Cross on return from the patrol, two give one grade", () => {
    const ships = [target('HMS Nelson', 34_000, 6, 'capitalShip')];
    const atSea = fold(sighted({ kind: 'capitalShip', ships, escorted: true }), initialState());
    const sinking = {
      target: 0,
      name: 'HMS Nelson',
      shipType: 'capitalShip' as const,
      tonnage: 34_000,
      knightsCross: false,
    };
    const after = evolve(atSea, { type: 'ShipSunk', data: sinking });
    expect(careerOf(after).decorations.knightsCross).toBeNull(); // not at sea
    expect(careerOf(after).service).toMatchObject({ capitalShipsThisPatrol: 1, gradeWonThisPatrol: false });
    const second = evolve(after, { type: 'ShipSunk', data: { ...sinking, name: 'HMS Rodney' } });
    expect(careerOf(second).service.capitalShipsSunk).toEqual(['HMS Nelson', 'HMS Rodney']);
    const ended = patrolEnded({
      date: '1944-08',
      success: true,
      change: () => ({ ...second, step: { kind: 'underway' } }),
    });
    const { events } = refit({ ...ended, patrol: null }, []);
    expect(one(events, 'DecorationsAwarded')).toMatchObject({
      knightsCross: 'knightsCross',
      newUBoatRequest: true,
    });
  });

  it('E-KC: a log written when the cross came at sea (ShipSunk knightsCross: true) still replays to the cross, one grade that patrol', () => {
    const ships = [target('HMS Nelson', 34_000, 6, 'capitalShip')];
    const atSea = fold(sighted({ kind: 'capitalShip', ships, escorted: true }), initialState());
    const data = {
      target: 0,
      name: 'HMS Nelson',
      shipType: 'capitalShip' as const,
      tonnage: 34_000,
      knightsCross: true,
    };
    const after = evolve(atSea, { type: 'ShipSunk', data });
    expect(careerOf(after).decorations.knightsCross).toBe('knightsCross');
    expect(careerOf(after).service).toMatchObject({
      gradeWonThisPatrol: true,
      capitalShipsSunk: ['HMS Nelson'],
    });
  });

  it('7.4.3: a Kommandant barred after an Invasion patrol wins no grade', () => {
    expect(
      awarded('1944-07', (s) => wearing(sunk(90_000)(s), { knightsCrossBarred: true })).knightsCross,
    ).toBeNull();
  });
});

describe('the other decorations (11.3.8-11.3.14)', () => {
  it('11.3.8-11.3.10: Iron Cross 2nd class for any patrol, 1st for a successful one, the War Badge after two successes', () => {
    expect(awarded('1943-07', (s) => s, false).awards).toEqual(['ironCross2']);
    const twice = (s: CareerState) =>
      wearing(withCareer(s, { service: { ...careerOf(s).service, successfulPatrols: 1 } }), {
        ironCross: 'firstClass',
      });
    expect(awarded('1943-07', twice).awards).toEqual(['uboatWarBadge']);
  });

  it('11.3.13, Q-28: the Front Clasp in bronze from 6/44 after the second success, in silver from 12/44 after the fourth', () => {
    const wins = (n: number) => (s: CareerState) =>
      wearing(withCareer(s, { service: { ...careerOf(s).service, successfulPatrols: n } }), {
        ironCross: 'firstClass',
        uboatWarBadge: 'badge',
      });
    expect(awarded('1944-04', wins(3)).awards).toEqual([]); // back in 5/44
    expect(awarded('1944-05', wins(1)).awards).toEqual(['frontClaspBronze']);
    expect(awarded('1944-11', wins(3), true, [3, 3]).awards).toEqual([
      'frontClaspBronze',
      'frontClaspSilver',
    ]);
  });

  it('11.3.14, Q-29: the Wound Badge — black for the first wound, silver for the third, gold for the fifth', () => {
    const hurt =
      (wounds: number, taken = 1) =>
      (s: CareerState) =>
        wearing(
          { ...s, patrol: { ...s.patrol!, kommandantWounds: taken } },
          { ironCross: 'secondClass', wounds },
        );
    expect(awarded('1943-07', hurt(0), false)).toMatchObject({ awards: ['woundBadgeBlack'], wounds: 1 });
    expect(awarded('1943-07', hurt(1), false)).toMatchObject({ awards: [], wounds: 2 });
    expect(awarded('1943-07', hurt(2), false)).toMatchObject({ awards: ['woundBadgeSilver'], wounds: 3 });
    expect(awarded('1943-07', hurt(0, 0), false)).toMatchObject({ awards: [], wounds: 0 });
  });

  it('11.3.14, Q-29: given three wound results on the Kommandant in one patrol, when it ends, then each counts: black and silver at once', () => {
    const injured = (after: Wound): CareerEvent => ({
      type: 'CrewInjured',
      data: {
        rule: '9.6.11',
        who: NO_ROLL,
        member: 'kommandant',
        box: null,
        severityRoll: NO_ROLL,
        severity: 'lightlyWounded',
        before: 'none',
        after,
        inCommand: 'kommandant',
      },
    });
    const given = fold(
      [
        ...outOfPort('transit', 'VIIC', '1943-07'),
        injured('lightlyWounded'),
        injured('severelyWounded'),
        injured('severelyWounded'),
      ],
      initialState(),
    );
    expect(given.patrol?.kommandantWounds).toBe(3);
    const healed = (s: CareerState) =>
      withCrew({ ...s, patrol: { ...s.patrol!, kommandantWounds: 3 } }, { kommandant: wounded('none') });
    expect(awarded('1943-07', healed, false)).toMatchObject({
      awards: ['ironCross2', 'woundBadgeBlack', 'woundBadgeSilver'],
      wounds: 3,
    });
  });
});

describe('the benefits (11.3.6)', () => {
  const convoy = () =>
    fold(
      sighted({
        kind: 'convoy',
        ships: [1, 2, 3, 4].map((n) => target(`Ship ${n}`, 5000, 2)),
        escorted: true,
      }),
      initialState(),
    );
  const evasion = { exceededTestDepth: false, bold: false };

  it('the Oak Leaves: −1 on [E2], lost while the Kommandant is SW (Q-57)', () => {
    const state = wearing(convoy(), { knightsCross: 'oakLeaves' });
    const approached = {
      ...state,
      encounter: {
        ...state.encounter!,
        approach: { attack: 'submerged' as const, range: 'medium' as const, wolfpack: null },
      },
    };
    expect(e2Modifiers(approached, defaultChartPack, evasion)).toContainEqual({
      id: 'oakLeaves',
      value: -1,
      rule: '11.3.6',
    });
    const hurt = withCrew(approached, { kommandant: wounded('severelyWounded') });
    expect(e2Modifiers(hurt, defaultChartPack, evasion).map((m) => m.id)).not.toContain('oakLeaves');
  });

  it('the Swords: following ships or a convoy always succeeds (Q-27), with no roll', () => {
    const state = wearing(convoy(), { knightsCross: 'swords' });
    const roundOver = { ...state, step: { kind: 'combatRoundOver' as const } };
    const events = decide(
      roundOver,
      { type: 'Follow', data: {} },
      new SeededDice({ serverSeed: 's', playerSeed: 'p' }),
    );
    expect(events.find((e) => e.type === 'FollowAttempted')).toMatchObject({
      data: { rule: '9.7.7', follow: 'group', roll: null, contact: true },
    });
  });
});

describe('7.4.3: a target declined on an Invasion patrol', () => {
  it("1d6 at the return: 1-2 relieved of command, the career ends; 3-6 no Knight's Cross ever", () => {
    const declined = (s: CareerState) =>
      withCareer(s, { service: { ...careerOf(s).service, invasionTargetDeclined: true } });
    const relieved = refit(patrolEnded({ date: '1944-06', area: 'invasion', change: declined }), [2]);
    expect(one(relieved.events, 'BoatReturned').relief).toMatchObject({
      roll: { rule: '7.4.3' },
      relieved: true,
    });
    expect(relieved.state.step).toMatchObject({ kind: 'ending', reason: 'relieved', rule: '7.4.3' });
    const kept = refit(patrolEnded({ date: '1944-06', area: 'invasion', change: declined }), [3]);
    expect(careerOf(kept.state).decorations.knightsCrossBarred).toBe(true);
  });

  it('DeclineAttack on an Invasion patrol is remembered for the return', () => {
    const atSea = fold(sighted({ ships: [target('Ship', 5000, 2)], escorted: false }), initialState());
    const invasion = { ...atSea, patrol: { ...atSea.patrol!, area: 'invasion' as const } };
    const after = evolve(invasion, { type: 'AttackDeclined', data: {} } as never);
    expect(careerOf(after).service.invasionTargetDeclined).toBe(true);
  });
});
