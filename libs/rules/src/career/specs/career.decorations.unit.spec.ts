import { defaultChartPack, type YearMonth } from '../../charts';
import { SeededDice } from '../../dice';
import {
  outOfPort,
  sighted,
  target,
  one,
  patrolEnded,
  play,
  refit,
  spec,
  type Ended,
} from './career.fixtures';
import { decorated, earlierPatrol, earlierPatrols, inArea, injured, sank } from './career-history.fixtures';
import type { CareerEvent } from '../model/events';
import { e2Modifiers } from '../combat/combat-modifiers';
import { evolve, fold } from '../evolve';
import { pending } from '../pending';
import { careerOf, initialState } from '../model/state';

// 11.3: decorations at the end of a patrol; the benefits of the Knight's Cross grades (11.3.6). Given the career's
// earlier patrols and this one's sinkings and wounds (events), when the automatic refit runs, then its awards.

type Given = Pick<Ended, 'before' | 'atSea'>;
/**
 * A patrol ending in `date` + 1, from France (a career started by 8/44, or back there from an earlier patrol); from
 * 9/44 the boat goes to Norway: `dice` for its air raid.
 */
const awarded = (date: YearMonth, given: Given, success = true, dice: number[] = []) =>
  one(
    refit(patrolEnded({ date, success, shipsSunk: success ? 1 : 0, ...given }), dice).events,
    'DecorationsAwarded',
  );
const sunk = (tonnage: number): Given => ({ atSea: [sank(tonnage)] });
/** The Knight's Cross won on an earlier patrol of `date` that sank 30,000 t (the tonnage at the last grade). */
const knightsCrossAt30000 = (date: YearMonth) =>
  earlierPatrol({ date, atSea: [sank(30_000)], refit: [decorated(['knightsCross'], 'knightsCross')] });

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
    const kcHeldBack = { before: knightsCrossAt30000('1944-07'), atSea: [sank(30_000)] };
    expect(awarded('1944-07', kcHeldBack, false).knightsCross).toBe('oakLeaves');
  });

  it('11.3.5: a grade won lets the player ask for a newer boat: the refit waits for his choice (11.4.3)', () => {
    const { events, state } = refit(patrolEnded({ date: '1944-06', success: true, ...sunk(30_000) }));
    expect(one(events, 'DecorationsAwarded')).toMatchObject({
      awards: ['knightsCross', 'ironCross2', 'ironCross1', 'germanCrossInGold'],
      newUBoatRequest: true,
    });
    expect(state.step).toEqual({ kind: 'newUBoatRequest' });
    expect(pending(state).commands.map((c) => c.type)).toEqual(['RequestNewUBoat', 'KeepNewUBoatRequest']);
  });

  it("11.3.2: the Oak Leaves 25,000 t after the Knight's Cross, or for a capital ship; with them the War Badge with Diamonds", () => {
    const held = (tonnage: number, capitalShips = 0): Given => ({
      before: knightsCrossAt30000('1944-07'),
      atSea: [
        ...Array.from({ length: capitalShips }, () => sank(1_000, 'capitalShip', 'HMS Hood')),
        sank(tonnage - 30_000 - 1_000 * capitalShips),
      ],
    });
    // The Knight's Cross patrol was a success too: the second from 6/44 brings the Front Clasp (11.3.13).
    expect(awarded('1944-07', held(55_000)).awards).toEqual([
      'oakLeaves',
      'ironCross2',
      'ironCross1',
      'uboatWarBadgeWithDiamonds',
      'germanCrossInGold',
      'frontClaspBronze',
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
    const twoCapitalShips = [
      sank(34_000, 'capitalShip', 'HMS Nelson'),
      sank(34_000, 'capitalShip', 'HMS Rodney'),
    ];
    const { events } = refit(patrolEnded({ date: '1943-08', success: true, atSea: twoCapitalShips }));
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
    const barred = earlierPatrol({ date: '1944-07', success: false, barred: true });
    expect(awarded('1944-07', { before: barred, atSea: [sank(90_000)] }).knightsCross).toBeNull();
  });
});

describe('the other decorations (11.3.8-11.3.14)', () => {
  it('11.3.8-11.3.10: Iron Cross 2nd class for any patrol, 1st for a successful one, the War Badge after two successes', () => {
    expect(awarded('1943-07', {}, false).awards).toEqual(['ironCross2']);
    const twice = { before: earlierPatrol({ refit: [decorated(['ironCross2', 'ironCross1'])] }) };
    expect(awarded('1943-07', twice).awards).toEqual(['uboatWarBadge']);
  });

  it('11.3.13, Q-28: the Front Clasp in bronze from 6/44 after the second success, in silver from 12/44 after the fourth', () => {
    /** `n` earlier successes, the first bringing both Iron Crosses and the War Badge. */
    const wins = (n: number): Given => ({
      before: [
        ...earlierPatrol({ refit: [decorated(['ironCross2', 'ironCross1', 'uboatWarBadge'])] }),
        ...earlierPatrols(n - 1, true),
      ],
    });
    expect(awarded('1944-04', wins(3)).awards).toEqual([]); // back in 5/44
    expect(awarded('1944-05', wins(1)).awards).toEqual(['frontClaspBronze']);
    expect(awarded('1944-11', wins(3), true, [3, 3]).awards).toEqual([
      'frontClaspBronze',
      'frontClaspSilver',
    ]);
  });

  it('11.3.14, Q-29: the Wound Badge — black for the first wound, silver for the third, gold for the fifth', () => {
    /** `wounds` on earlier patrols, `taken` on this one. */
    const hurt = (wounds: number, taken = 1): Given => ({
      before: earlierPatrol({ success: false, refit: [decorated(['ironCross2'], null, wounds)] }),
      atSea: Array.from({ length: taken }, () => injured('kommandant', 'lightlyWounded')),
    });
    expect(awarded('1943-07', hurt(0), false)).toMatchObject({ awards: ['woundBadgeBlack'], wounds: 1 });
    expect(awarded('1943-07', hurt(1), false)).toMatchObject({ awards: [], wounds: 2 });
    expect(awarded('1943-07', hurt(2), false)).toMatchObject({ awards: ['woundBadgeSilver'], wounds: 3 });
    expect(awarded('1943-07', hurt(0, 0), false)).toMatchObject({ awards: [], wounds: 0 });
  });

  it('11.3.14, Q-29: given three wound results on the Kommandant in one patrol, when it ends, then each counts: black and silver at once', () => {
    const given = fold(
      [
        ...outOfPort('transit', 'VIIC', '1943-07'),
        injured('kommandant', 'lightlyWounded'),
        injured('kommandant', 'severelyWounded'),
        injured('kommandant', 'severelyWounded'),
      ],
      initialState(),
    );
    expect(given.patrol?.kommandantWounds).toBe(3);
    // Three light wounds: the refit's recovery rolls nothing for them (10.12), the badges count all three.
    const healed = { atSea: [1, 2, 3].map(() => injured('kommandant', 'lightlyWounded')) };
    expect(awarded('1943-07', healed, false)).toMatchObject({
      awards: ['ironCross2', 'woundBadgeBlack', 'woundBadgeSilver'],
      wounds: 3,
    });
  });
});

describe('the benefits (11.3.6)', () => {
  /** A convoy sighted by a Kommandant who won this grade on an earlier patrol. */
  const convoy = (grade: 'oakLeaves' | 'swords'): CareerEvent[] => {
    const [started, ...atSea] = sighted({
      kind: 'convoy',
      ships: [1, 2, 3, 4].map((n) => target(`Ship ${n}`, 5000, 2)),
      escorted: true,
    });
    return [started, ...earlierPatrol({ refit: [decorated([grade], grade)] }), ...atSea];
  };
  const evasion = { exceededTestDepth: false, bold: false };
  const submergedMedium: CareerEvent = {
    type: 'AttackApproachChosen',
    data: { attack: 'submerged', range: 'medium', escortTarget: null, wolfpackRoll: null, wolfpack: null },
  };

  it('the Oak Leaves: −1 on [E2], lost while the Kommandant is SW (Q-57)', () => {
    const approached = [...convoy('oakLeaves'), submergedMedium];
    expect(e2Modifiers(fold(approached, initialState()), defaultChartPack, evasion)).toContainEqual({
      id: 'oakLeaves',
      value: -1,
      rule: '11.3.6',
    });
    const hurt = fold([...approached, injured('kommandant', 'severelyWounded')], initialState());
    expect(e2Modifiers(hurt, defaultChartPack, evasion).map((m) => m.id)).not.toContain('oakLeaves');
  });

  it('the Swords: following ships or a convoy always succeeds (Q-27), with no roll', () => {
    const roundOver: CareerEvent = { type: 'CombatRoundEnded', data: { rule: '9.4.3' } };
    const events = spec
      .given([...convoy('swords'), submergedMedium, roundOver])
      .when({ type: 'Follow', data: {} }, new SeededDice({ serverSeed: 's', playerSeed: 'p' }))
      .thenEvents();
    expect(events.find((e) => e.type === 'FollowAttempted')).toMatchObject({
      data: { rule: '9.7.7', follow: 'group', roll: null, contact: true },
    });
  });
});

describe('7.4.3: a target declined on an Invasion patrol', () => {
  const attackDeclined: CareerEvent = { type: 'AttackDeclined', data: {} };

  it("1d6 at the return: 1-2 relieved of command, the career ends; 3-6 no Knight's Cross ever", () => {
    const declined = { date: '1944-06' as const, area: 'invasion' as const, atSea: [attackDeclined] };
    const relieved = refit(patrolEnded(declined), [2]);
    expect(one(relieved.events, 'BoatReturned').relief).toMatchObject({
      roll: { rule: '7.4.3' },
      relieved: true,
    });
    expect(relieved.state.step).toMatchObject({ kind: 'ending', reason: 'relieved', rule: '7.4.3' });
    const kept = refit(patrolEnded(declined), [3]);
    expect(careerOf(kept.state).decorations.knightsCrossBarred).toBe(true);
  });

  it('DeclineAttack on an Invasion patrol is remembered for the return', () => {
    const invasion = inArea(sighted({ ships: [target('Ship', 5000, 2)], escorted: false }), 'invasion');
    const { history } = play(invasion, { type: 'DeclineAttack', data: {} });
    expect(history.at(-1)).toEqual(attackDeclined);
    expect(careerOf(fold(history, initialState())).service.invasionTargetDeclined).toBe(true);
  });
});
