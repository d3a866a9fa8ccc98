import { defaultChartPack as charts, rowFor } from '../../charts';
import { ScriptedDice, SeededDice } from '../../dice';
import {
  enterNextBox,
  outOfPort,
  patrolThrough,
  play,
  sighted,
  started,
  target,
  withOptions,
  type Of,
} from '../specs/career.fixtures';
import { u1Modifiers } from '../combat/combat-modifiers';
import { toHitTable } from '../options/extreme-range';
import { decide } from '../decide';
import { evolve, fold } from '../evolve';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { initialState, type Boat, type CareerState } from '../model/state';
import { hullFilledBy } from './survival';
import { exactOdds, totalOdds } from './totals';
import { optionOdds } from '.';

// The odds of the attacks on the boat and of the choices around them equal the charts' exact odds, and a seeded
// Monte-Carlo of the decider lands within 3σ of them; a hull filled by [E4] counts against surviving the round.

const chanceOf = (state: CareerState, command: CareerCommand, label: string) =>
  optionOdds(state, command, charts).chances.find((c) => c.label === label)?.p;
const sum = (ms: readonly { value: number }[]) => ms.reduce((s, m) => s + m.value, 0);

/** The share of n seeded runs of the decider where `counts` holds. */
function monteCarlo(
  state: CareerState,
  command: CareerCommand,
  n: number,
  counts: (e: CareerEvent[]) => boolean,
) {
  const dice = new SeededDice({ serverSeed: 'hunt-odds-monte-carlo', playerSeed: command.type });
  let hits = 0;
  for (let i = 0; i < n; i++) if (counts(decide(state, command, dice, charts))) hits++;
  return hits;
}
const within3σ = (count: number, n: number, p: number) =>
  expect(Math.abs(count - n * p)).toBeLessThanOrEqual(3 * Math.sqrt(n * p * (1 - p)) + 1e-9);
const sinks = (e: readonly CareerEvent[]) => e.some((x) => x.type === 'UBoatSunk');
const damaged = (state: CareerState, boat: Partial<Boat>): CareerState => ({
  ...state,
  boat: { ...(state.boat as Boat), ...boat },
});

const escortedShip = () =>
  sighted({ kind: 'shipWithEscort', ships: [target('Acme', 6_900, 3)], escorted: true });

/** Hunted by the escorts after a missed torpedo at medium range, its hull marked to a box the test gives. */
function huntedWithHull(hull: number, h: readonly CareerEvent[] = escortedShip()): CareerState {
  const approached = play(
    h,
    { type: 'ChooseApproach', data: { attack: 'submerged', range: 'medium' } },
    {
      '2d6': [],
    },
  );
  const fired = play(
    approached.history,
    { type: 'FireTorpedoes', data: { shots: [{ end: 'bow', tube: 0, target: 0 }] } },
    {
      '2d6': [[6, 6]],
    },
  );
  expect(fired.state.step.kind).toBe('evading');
  return damaged(fired.state, { hullDamage: hull });
}

describe('what an attack on the boat risks', () => {
  it('one [E4] hit on a hull one box from full sinks the boat on every hull result of the chart (9.6.13)', () => {
    const last = charts.uboatBoards.boards.VIIC.tracks.hullBoxes.value - 1;
    const state = huntedWithHull(last);
    let hull = 0;
    for (const [result, p] of exactOdds(charts.E4)) if (result.damage === 'hull') hull += p;
    expect(hull).toBeGreaterThan(0);
    expect(hullFilledBy(state, 1, { hull: last, flooding: 0 }, charts)).toBeCloseTo(hull, 12);
    expect(hullFilledBy(state, 0, { hull: last, flooding: 0 }, charts)).toBe(0);
    expect(hullFilledBy(state, 2, { hull: last, flooding: 0 }, charts)).toBeGreaterThan(hull);
  });

  it('evading two hull boxes from full: surviving the round counts the hits that fill the hull, and the decider agrees within 3σ', () => {
    const state = huntedWithHull(charts.uboatBoards.boards.VIIC.tracks.hullBoxes.value - 2);
    const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
    const odds = optionOdds(state, evade, charts);
    const p = (label: string) => odds.chances.find((c) => c.label === label)?.p ?? -1;
    expect(p('The hits fill the hull')).toBeGreaterThan(0.01);
    expect(p('Survives this round')).toBeCloseTo(
      1 - p('Sunk by their first attack') - p('The hits fill the hull'),
      12,
    );
    const n = 3_000;
    within3σ(n - monteCarlo(state, evade, n, sinks), n, p('Survives this round'));
  });

  it('the evasive manoeuvre: the escort’s direction, then [E3] with its hits; the decider agrees within 3σ (14.8)', () => {
    const evading = huntedWithHull(0, withOptions(escortedShip(), { evasiveManoeuvres: 'escortRolled' }));
    const detected = decide(
      evading,
      { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } },
      new ScriptedDice({ '2d6': [[6, 6]], '1d6': [3] }),
      charts,
    ).reduce(evolve, evading);
    expect(detected.step.kind).toBe('evasiveManoeuvre');
    const state = damaged(detected, {
      hullDamage: charts.uboatBoards.boards.VIIC.tracks.hullBoxes.value - 2,
    });
    const turn: CareerCommand = { type: 'ChooseEvasiveManoeuvre', data: { uboatNumber: 1 } };
    const survives = chanceOf(state, turn, 'Survives this round') ?? -1;
    expect(survives).toBeGreaterThan(0);
    expect(survives).toBeLessThan(1);
    const n = 3_000;
    within3σ(n - monteCarlo(state, turn, n, sinks), n, survives);
  });

  it('staying up against an aircraft: the flak, the attack and its hits; the decider agrees within 3σ on surviving the pass', () => {
    const first = play(outOfPort('transit', 'VIIC Flak'), enterNextBox, {
      '2d6': [
        [1, 1],
        [3, 4],
        [6, 6],
        [6, 6],
        [1, 1],
        [3, 4],
      ],
      '1d6': [2, 1],
      d66: [[3, 3]],
    });
    expect(first.state.step.kind).toBe('staySurfacedOrDive');
    const state = damaged(first.state, {
      hullDamage: charts.uboatBoards.boards['VIIC Flak'].tracks.hullBoxes.value - 2,
    });
    const stay: CareerCommand = { type: 'StaySurfaced', data: {} };
    const survives = chanceOf(state, stay, 'Survives this round') ?? -1;
    expect(survives).toBeGreaterThan(0);
    expect(survives).toBeLessThan(1);
    expect(chanceOf(state, stay, 'The flak shoots the aircraft down')).toBeGreaterThan(0);
    const n = 2_000;
    // this pass only: a later aircraft of the additional round's roll is another decision's risk
    const thisPass = (e: CareerEvent[]) => {
      const end = e.findIndex((x) => x.type === 'AdditionalRoundRolled');
      return !sinks(end < 0 ? e : e.slice(0, end));
    };
    within3σ(monteCarlo(state, stay, n, thisPass), n, survives);
    const column = charts.E1.columns.additionalRoundOrGibraltar;
    let another = 0;
    for (const [total, p] of totalOdds('2d6')) if (rowFor(column, total).result !== 'none') another += p;
    expect(chanceOf(state, { type: 'Dive', data: {} }, 'The aircraft brings another encounter')).toBeCloseTo(
      another,
      12,
    );
  });

  it('the deck gun: each shell hits on [U1] with the gun’s modifiers (9.3.3), and the decider agrees within 3σ', () => {
    const h = sighted({ kind: 'ship', ships: [target('Acme', 6_900, 3)], escorted: false });
    const state = play(h, { type: 'ChooseApproach', data: { attack: 'surfaced', range: 'medium' } }).state;
    const gun: CareerCommand = { type: 'FireDeckGun', data: { targets: [0] } };
    const shot = { weapon: 'deckGun' as const, target: state.encounter!.ships[0], salvo: 1 as const };
    const exact =
      exactOdds(toHitTable(charts, 'medium'), sum(u1Modifiers(state, charts, shot))).get('hit') ?? 0;
    expect(chanceOf(state, gun, 'Each shell hits Acme')).toBeCloseTo(exact, 12);
    const n = 3_000;
    within3σ(
      monteCarlo(state, gun, n, (e) => e.some((x) => x.type === 'DeckGunFired' && x.data.hit)),
      n,
      exact,
    );
  });

  it('an enemy submarine fires first on its initiative chart and sinks the boat with a hit that is no dud (9.9.2, 9.9.5)', () => {
    const h = sighted({ kind: 'ship', ships: [target('Acme', 6_900, 3)], escorted: false });
    const base = fold(h, initialState());
    const sub = { ...target('USS Flounder', 1_600, 1, 'escort'), damage: 0 };
    const state: CareerState = {
      ...base,
      step: { kind: 'submarine' },
      encounter: {
        ...base.encounter!,
        kind: 'submarine',
        ships: [sub],
        submarine: { phase: 'exchanged', enemyFiresFirst: false },
      },
    };
    const again: CareerCommand = { type: 'AdditionalRound', data: {} };
    const first = exactOdds(charts.enemySubmarines.initiative).get('enemyFiresFirst') ?? 0;
    const hit = exactOdds(charts.enemySubmarines.torpedoHit.medium).get('hit') ?? 0;
    const live =
      1 -
      [...totalOdds('1d6')]
        .filter(([t]) => t <= charts.enemySubmarines.dudOnOrBelow.value)
        .reduce((s, [, q]) => s + q, 0);
    expect(chanceOf(state, again, 'The submarine fires first')).toBeCloseTo(first, 12);
    expect(chanceOf(state, again, 'Its torpedoes sink the boat')).toBeCloseTo(
      first * (1 - (1 - hit * live) ** 2),
      12,
    );
  });

  it('an additional round brings an aircraft or escorts on [E1]’s additional-round column (9.4.3)', () => {
    const h = sighted({ kind: 'ship', ships: [target('Acme', 6_900, 3)], escorted: false });
    const fired = play(
      play(h, { type: 'ChooseApproach', data: { attack: 'submerged', range: 'medium' } }).history,
      { type: 'FireTorpedoes', data: { shots: [{ end: 'bow', tube: 0, target: 0 }] } },
      { '2d6': [[6, 6]] },
    );
    const state = play(fired.history, { type: 'EndRound', data: {} }).state;
    expect(state.step.kind).toBe('combatRoundOver');
    const column = charts.E1.columns.additionalRoundOrGibraltar;
    let aircraft = 0;
    for (const [total, p] of totalOdds('2d6'))
      if (charts.E1.meanings[rowFor(column, total).result].aircraft) aircraft += p;
    expect(chanceOf(state, { type: 'AdditionalRound', data: {} }, 'An aircraft arrives')).toBeCloseTo(
      aircraft,
      12,
    );
  });

  it('meeting the milk cow: any encounter on the exposure roll means no replenishment (14.9, 14.9.3)', () => {
    const assigned = patrolThrough(['atlantic', 'atlantic', 'transit'], '1943-08') as Of<'PatrolAssigned'>;
    const boxes = assigned.data.boxes.map((b, i) => ({ ...b, onStation: i < 2 }));
    const history = withOptions(
      [started('VIIC', '1943-08'), { ...assigned, data: { ...assigned.data, boxes } }],
      {
        replenishmentAtSea: true,
      },
    );
    const first = play(history, enterNextBox, { '2d6': [[2, 2]] });
    const offered = play(first.history, enterNextBox, { '2d6': [[2, 2]], '1d6': [1] }).state;
    expect(offered.step.kind).toBe('replenishment');
    const column = charts.E1.columns.bayOfBiscayOrSpecialMissions; // 14.9: rolled as in the Bay of Biscay
    let met = 0;
    for (const [total, p] of totalOdds('2d6')) if (rowFor(column, total).result !== 'none') met += p;
    expect(met).toBeGreaterThan(0);
    const accept: CareerCommand = { type: 'AcceptReplenishment', data: {} };
    expect(chanceOf(offered, accept, 'An encounter on the surface: no replenishment')).toBeCloseTo(met, 12);
  });
});
