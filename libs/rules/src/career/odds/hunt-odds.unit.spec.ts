import { defaultChartPack as charts, rowFor } from '../../charts';
import { DICE, ScriptedDice, SeededDice, type DiceSource } from '../../dice';
import {
  enterNextBox,
  outOfPort,
  patrolThrough,
  play,
  sighted,
  started,
  target,
  TORPEDO_MISSES,
  withOptions,
  type Of,
} from '../specs/career.fixtures';
import { u1Modifiers } from '../combat/combat-modifiers';
import { toHitTable } from '../options/extreme-range';
import { decide } from '../decide';
import { evolve, fold } from '../evolve';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { initialState, type Boat, type CareerState, type Crew } from '../model/state';
import { airPass, roundEnds, type Attack, type RoundEnd } from './hunt-round';
import { exactOdds, faceLists, totalOdds } from './totals';
import { optionOdds } from '.';

// The odds of the attacks on the boat and of the choices around them equal the charts' exact odds, and a seeded
// Monte-Carlo of the decider lands within 3σ of them. Surviving a depth-charge round counts every way the round ends
// the career: the boat sunk, the hull filled by [E4], forced to surface by flooding (10.1.2) and the Kommandant
// killed (10.6.2).

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
/** 10.1.2: the flooding track full, by a hit or by the additional flooding check: the boat surfaces to scuttle. */
const forcedUp = (e: readonly CareerEvent[]) =>
  e.some((x) => (x.type === 'UBoatHit' || x.type === 'AdditionalFloodingChecked') && x.data.forcedToSurface);
const kommandantKilled = (e: readonly CareerEvent[]) =>
  e.some((x) => x.type === 'CrewInjured' && x.data.member === 'kommandant' && x.data.after === 'killed');
const endsTheCareer = (e: readonly CareerEvent[]) => sinks(e) || forcedUp(e) || kommandantKilled(e);
/** The pass only: a later aircraft of the additional round's roll is another decision's risk. */
const thisPass = (counts: (e: readonly CareerEvent[]) => boolean) => (e: readonly CareerEvent[]) => {
  const end = e.findIndex((x) => x.type === 'AdditionalRoundRolled');
  return counts(end < 0 ? e : e.slice(0, end));
};
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
    const filledBy = (hits: number) => {
      const attack: Attack = { hits, weapon: 'normal', lightWoundOnly: true, strafed: 0 };
      return roundEnds(state, charts, attack).get('hullFilled') ?? 0;
    };
    expect(filledBy(1)).toBeCloseTo(hull, 12);
    expect(filledBy(0)).toBe(0);
    expect(filledBy(2)).toBeGreaterThan(hull);
  });

  it('evading two hull boxes from full: surviving the round counts the hits that fill the hull, and the decider agrees within 3σ', () => {
    const state = huntedWithHull(charts.uboatBoards.boards.VIIC.tracks.hullBoxes.value - 2);
    const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
    const odds = optionOdds(state, evade, charts);
    const p = (label: string) => odds.chances.find((c) => c.label === label)?.p ?? -1;
    expect(p('The hits fill the hull')).toBeGreaterThan(0.01);
    expect(p('Survives this round')).toBeCloseTo(
      1 -
        p('Sunk by their first attack') -
        p('The hits fill the hull') -
        p('Flooding forces the boat to surface'),
      12,
    );
    const n = 3_000;
    within3σ(n - monteCarlo(state, evade, n, endsTheCareer), n, p('Survives this round'));
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
    within3σ(n - monteCarlo(state, turn, n, endsTheCareer), n, survives);
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
    const survives = chanceOf(state, stay, 'Survives the pass') ?? -1;
    expect(survives).toBeGreaterThan(0);
    expect(survives).toBeLessThan(1);
    expect(chanceOf(state, stay, 'The flak shoots the aircraft down')).toBeGreaterThan(0);
    const n = 2_000;
    within3σ(n - monteCarlo(state, stay, n, thisPass(endsTheCareer)), n, survives);
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
/** Dice that give these faces in turn, then every die its lowest face: the attack is scripted, the rest is not read. */
function queued(faces: readonly (readonly number[])[]): DiceSource {
  let i = 0;
  return {
    roll(kind, purpose) {
      const f = faces[i++] ?? faceLists(kind)[0];
      return { kind, purpose, nonce: i, faces: f, value: DICE[kind].value(f) };
    },
  };
}

const E3_FACES = [1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].map((b) => [a, b]));

/**
 * [E2] 12 detects the evading boat, 1d6 6 brings depth charges; [E3] the faces that give the most hits short of
 * sinking it outright. The round as that attack leaves it, and its hits.
 */
function attacked(state: CareerState): { after: CareerState; hits: number } {
  const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
  const runs = E3_FACES.map((e3) => {
    const events = decide(state, evade, queued([[6, 6], [6], e3]), charts);
    const at = events.findIndex((e) => e.type === 'DepthCharged');
    const attack = events[at] as Of<'DepthCharged'>;
    return { events: events.slice(0, at + 1), hits: attack.data.sunk ? -1 : attack.data.hits };
  });
  const most = runs.reduce((a, b) => (b.hits > a.hits ? b : a));
  return { after: most.events.reduce(evolve, state), hits: most.hits };
}

const withCrew = (state: CareerState, change: Partial<Crew>): CareerState => ({
  ...state,
  career: { ...state.career!, crew: { ...state.career!.crew, ...change } },
});
const SW = { wound: 'severelyWounded', expert: false } as const;

/**
 * The first round of a night surface attack: the escorts catch the boat on the surface (E-SURFACED), so a wound is
 * rolled on [E5a]. The Kommandant and the LI are already severely wounded, the hull and the flooding two boxes
 * from full: every way the round can end the career is in play.
 */
function caughtOnTheSurface(): CareerState {
  const convoy = [1, 2, 3, 4].map((n) => target(`Ship ${n}`, 5000, 2));
  const given = sighted({ kind: 'convoy', ships: convoy, escorted: true, timeOfDay: 'night' });
  const night = play(given, { type: 'ChooseApproach', data: { attack: 'nightSurface', range: 'medium' } });
  const shot: CareerCommand = {
    type: 'FireTorpedoes',
    data: { shots: [{ end: 'bow', tube: 0, target: 0 }] },
  };
  const fired = play(night.history, shot, TORPEDO_MISSES);
  expect(fired.state.step.kind).toBe('evading');
  const { hullBoxes, floodingBoxes } = charts.uboatBoards.boards.VIIC.tracks;
  const boat = { hullDamage: hullBoxes.value - 2, flooding: floodingBoxes.value - 2 };
  return withCrew(damaged(fired.state, boat), { kommandant: SW, engineer: SW });
}

type Ends = Record<RoundEnd, number>;
/** Five hits are 36⁵ paths of [E4] alone: two exact sums in another order differ by some 1e-11. */
const DIGITS = 9;

/**
 * The round's ends worked out by hand from the charts, not by the decider: each hit one [E4] result (10.0); hull
 * and flooding results advance their tracks, the last box sinks or surfaces the boat and ignores the hits left
 * (10.3.2, 10.1.2); a crew injury is the Kommandant on [E5a] 2d6 and, on the surface, a wound that is not light
 * kills him, already severely wounded (10.7.2); after the hits, a flooding result brings 10.1.3's check with the LI
 * out (+1: a light wound leaves him severely wounded, a serious one kills him). An aircraft's `strafed` injuries
 * come before its hits (9.8.2).
 */
function byHand(hull: number, flooding: number, hits: number, surfaced: boolean, strafed = 0): Ends {
  const { hullBoxes, floodingBoxes } = charts.uboatBoards.boards.VIIC.tracks;
  const results = [...exactOdds(charts.E4)].map(([r, p]) => ({
    damage: r.readAsByType?.VIIC ?? r.damage,
    times: r.times,
    p,
  }));
  let notLight = 0;
  for (const [severity, p] of exactOdds(charts.E5a.severity))
    if (severity !== 'lightlyWounded') notLight += p;
  const killedBy = (exactOdds(charts.E5a.who).get('kommandant') ?? 0) * (surfaced ? notLight : 0);
  const out = charts.E4.extraFlooding.modifiers.find((m) => m.id === 'engineerOut')?.value ?? 0;
  const floods = exactOdds(charts.E4.extraFlooding, out).get('extraFlooding') ?? 0;
  const ends: Ends = { hullFilled: 0, forcedToSurface: 0, kommandantKilled: 0, survives: 0 };
  const go = (h: number, f: number, left: number, flooded: boolean, p: number): void => {
    if (left === 0) {
      const up = flooded && f + 1 >= floodingBoxes.value ? floods : 0;
      ends.forcedToSurface += p * up;
      ends.survives += p * (1 - up);
      return;
    }
    for (const r of results) {
      const q = p * r.p;
      if (r.damage === 'hull' && h + r.times >= hullBoxes.value) ends.hullFilled += q;
      else if (r.damage === 'hull') go(h + r.times, f, left - 1, flooded, q);
      else if (r.damage === 'flooding' && f + r.times >= floodingBoxes.value) ends.forcedToSurface += q;
      else if (r.damage === 'flooding') go(h, f + r.times, left - 1, true, q);
      else if (r.damage === 'crewInjury') {
        const alive = (1 - killedBy) ** r.times;
        ends.kommandantKilled += q * (1 - alive);
        go(h, f, left - 1, flooded, q * alive);
      } else go(h, f, left - 1, flooded, q);
    }
  };
  const spared = (1 - killedBy) ** strafed; // 9.8.2: the strafing's injuries come first (E-INJURY-ORDER)
  ends.kommandantKilled += 1 - spared;
  go(hull, flooding, hits, false, spared);
  return ends;
}

describe('what a depth-charge round ends, beyond the sinking (10.1.2, 10.6.2)', () => {
  it('caught on the surface: the hull filled, forced up by flooding, the Kommandant killed, each as the charts give them by hand', () => {
    const { after, hits } = attacked(caughtOnTheSurface());
    expect(hits).toBeGreaterThanOrEqual(2);
    const ends = roundEnds(after, charts);
    const hand = byHand(after.boat!.hullDamage, after.boat!.flooding, hits, true);
    expect(hand.kommandantKilled).toBeGreaterThan(0);
    expect(hand.forcedToSurface).toBeGreaterThan(0);
    for (const end of ['hullFilled', 'forcedToSurface', 'kommandantKilled', 'survives'] as const)
      expect({ end, p: ends?.get(end) ?? 0 }).toEqual({ end, p: expect.closeTo(hand[end], DIGITS) });
  });

  it('submerged, the Kommandant cannot be killed: an escort’s wound is light (10.6.1 step 3), and light on serious is nothing (10.7.2)', () => {
    const state = withCrew(
      damaged(huntedWithHull(0), {
        flooding: charts.uboatBoards.boards.VIIC.tracks.floodingBoxes.value - 2,
      }),
      { kommandant: SW, engineer: SW },
    );
    const { after, hits } = attacked(state);
    expect(hits).toBeGreaterThanOrEqual(2);
    const ends = roundEnds(after, charts);
    const hand = byHand(0, after.boat!.flooding, hits, false);
    expect(ends?.get('kommandantKilled') ?? 0).toBe(0);
    expect(ends?.get('forcedToSurface')).toBeCloseTo(hand.forcedToSurface, DIGITS);
    expect(ends?.get('survives')).toBeCloseTo(hand.survives, DIGITS);
    const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
    const labels = optionOdds(state, evade, charts).chances.map((c) => c.label);
    expect(labels).toContain('Flooding forces the boat to surface');
    expect(labels).not.toContain('The Kommandant is killed');
  });

  it('evading on the surface: each end of the round the option shows, and surviving it, agree with the decider within 3σ', () => {
    const state = caughtOnTheSurface();
    const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
    const odds = optionOdds(state, evade, charts);
    const p = (label: string) => odds.chances.find((c) => c.label === label)?.p ?? -1;
    const surfaced = p('Flooding forces the boat to surface');
    const killed = p('The Kommandant is killed');
    expect(surfaced).toBeGreaterThan(0);
    expect(killed).toBeGreaterThan(0);
    expect(p('Survives this round')).toBeCloseTo(
      1 - p('Sunk by their first attack') - p('The hits fill the hull') - surfaced - killed,
      12,
    );
    const n = 3_000;
    within3σ(monteCarlo(state, evade, n, forcedUp), n, surfaced);
    within3σ(monteCarlo(state, evade, n, kommandantKilled), n, killed);
    within3σ(n - monteCarlo(state, evade, n, endsTheCareer), n, p('Survives this round'));
    expect(odds.effect).toMatchObject({
      key: 'effectOf.round',
      params: { counts: { key: expect.stringContaining('effect.Survives this round counts') } },
    });
  });
});

/** The VIIC Flak stays up against the aircraft (9.8.7); the Kommandant and the LI severely wounded, both tracks two
 * boxes from full: every way the pass can end the career is in play. */
function stayingUp(): CareerState {
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
  const { hullBoxes, floodingBoxes } = charts.uboatBoards.boards['VIIC Flak'].tracks;
  const boat = { hullDamage: hullBoxes.value - 2, flooding: floodingBoxes.value - 2 };
  return withCrew(damaged(first.state, boat), { kommandant: SW, engineer: SW });
}

/** Dice that give the [E3] faces to the air attack, 1 to the 1d6 rolls before it, the lowest face to the rest. */
const airAttackOn = (e3: readonly number[]): DiceSource => ({
  roll(kind, purpose) {
    const f = purpose === 'air attack' ? e3 : faceLists(kind)[0];
    return { kind, purpose, nonce: 0, faces: f, value: DICE[kind].value(f) };
  },
});

const STAY: CareerCommand = { type: 'StaySurfaced', data: {} };

describe('what an aircraft’s pass ends, beyond the sinking (9.8.2, 10.1.2, 10.6.2)', () => {
  it('staying up: the strafing, then the hits: the hull filled, forced up by flooding, the Kommandant killed, as the charts give them by hand', () => {
    const state = stayingUp();
    const runs = E3_FACES.map((e3) => {
      const events = decide(state, STAY, airAttackOn(e3), charts);
      const at = events.findIndex((e) => e.type === 'AircraftAttacked');
      return { events: events.slice(0, at + 1), attack: (events[at] as Of<'AircraftAttacked'>).data };
    });
    const most = runs.reduce((a, b) => (!b.attack.sunk && b.attack.hits > a.attack.hits ? b : a));
    const { hits } = most.attack;
    expect(hits).toBeGreaterThanOrEqual(1);
    expect(most.attack.automaticCrewInjury).toBe(true);
    const after = most.events.reduce(evolve, state);
    const ends = roundEnds(after, charts, airPass(most.attack));
    const hand = byHand(after.boat!.hullDamage, after.boat!.flooding, hits, true, 1);
    expect(hand.kommandantKilled).toBeGreaterThan(0);
    expect(hand.forcedToSurface).toBeGreaterThan(0);
    for (const end of ['hullFilled', 'forcedToSurface', 'kommandantKilled', 'survives'] as const)
      expect({ end, p: ends.get(end) ?? 0 }).toEqual({ end, p: expect.closeTo(hand[end], DIGITS) });
  });

  it('staying up: each end of the pass the option shows, and surviving it, agree with the decider within 3σ', () => {
    const state = stayingUp();
    const odds = optionOdds(state, STAY, charts);
    const p = (label: string) => odds.chances.find((c) => c.label === label)?.p ?? -1;
    const surfaced = p('Flooding forces the boat to surface');
    const killed = p('The Kommandant is killed');
    expect(surfaced).toBeGreaterThan(0);
    expect(killed).toBeGreaterThan(0);
    expect(p('Survives the pass')).toBeCloseTo(
      1 - p('Sunk by the aircraft’s attack') - p('The hits fill the hull') - surfaced - killed,
      12,
    );
    const n = 3_000;
    within3σ(monteCarlo(state, STAY, n, thisPass(forcedUp)), n, surfaced);
    within3σ(monteCarlo(state, STAY, n, thisPass(kommandantKilled)), n, killed);
    within3σ(n - monteCarlo(state, STAY, n, thisPass(endsTheCareer)), n, p('Survives the pass'));
    expect(odds.effect).toMatchObject({
      key: 'effectOf.round',
      params: { counts: { key: expect.stringContaining('effect.Survives the pass counts') } },
    });
  });
});
