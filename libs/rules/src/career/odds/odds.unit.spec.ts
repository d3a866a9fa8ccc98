import { defaultChartPack as charts, rowFor } from '../../charts';
import { SeededDice } from '../../dice';
import { sighted, target } from '../specs/career.fixtures';
import { e2Modifiers, u1Modifiers } from '../combat/combat-modifiers';
import { decide } from '../decide';
import { evolve, fold } from '../evolve';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { initialState, type CareerState } from '../model/state';
import { exactOdds, totalOdds } from './totals';
import { chancePhrase } from './chance';
import { optionOdds } from '.';

// Given a state, the odds an option shows are the engine's exact odds: each equals the chart's rows summed over
// the dice totals with the modifiers the rules apply, and a Monte-Carlo of the decider (seeded dice, fixed seed)
// lands within 3σ of them.

const escorted = () =>
  fold(
    sighted({ kind: 'shipWithEscort', ships: [target('Acme', 6_900, 3)], escorted: true }),
    initialState(),
  );
const approach = (range: 'close' | 'medium' | 'long'): CareerCommand => ({
  type: 'ChooseApproach',
  data: { attack: 'submerged', range },
});
const chanceOf = (state: CareerState, command: CareerCommand, label: string) =>
  optionOdds(state, command, charts).chances.find((c) => c.label === label)?.p;
const sum = (ms: readonly { value: number }[]) => ms.reduce((s, m) => s + m.value, 0);

/** A seeded Monte-Carlo of the decider: the share of n runs where `counts` holds, and its 3σ band for p. */
function monteCarlo(
  state: CareerState,
  command: CareerCommand,
  n: number,
  counts: (e: CareerEvent[]) => boolean,
) {
  const dice = new SeededDice({ serverSeed: 'odds-monte-carlo', playerSeed: command.type });
  let hits = 0;
  for (let i = 0; i < n; i++) if (counts(decide(state, command, dice, charts))) hits++;
  return hits;
}
const within3σ = (count: number, n: number, p: number) =>
  expect(Math.abs(count - n * p)).toBeLessThanOrEqual(3 * Math.sqrt(n * p * (1 - p)) + 1e-9);

/** Medium range undetected: the firing step the salvo odds are read in. */
const firing = () =>
  decide(escorted(), approach('medium'), new SeededDice({ serverSeed: 's', playerSeed: 'p' }), charts).reduce(
    evolve,
    escorted(),
  );

/** A torpedo missed at medium range: the escorts hunt the boat. */
function evading(): CareerState {
  const state = firing();
  const miss: CareerEvent = {
    type: 'TorpedoFired',
    data: {
      end: 'bow',
      tube: 0,
      torpedo: state.boat!.torpedoes.bowTubes[0]!,
      target: 0,
      salvo: 1,
      roll: {
        purpose: 'fixture',
        rule: '9.2.3',
        dice: '2d6',
        nonce: 0,
        faces: [6, 6],
        natural: 12,
        modifiers: [],
        total: 12,
      },
      homingFloor: null,
      hit: false,
      fatReroll: null,
      newTarget: null,
    },
  };
  const next = evolve(state, miss);
  expect(next.step.kind).toBe('evading');
  return next;
}

describe('the odds each option shows', () => {
  it('close range against escorts: detected before firing is [E2] close range on 2d6 (9.2.2), and the decider agrees within 3σ', () => {
    const state = escorted();
    const p = chanceOf(state, approach('close'), 'Detected before firing');
    const exact = exactOdds(charts.E2.closeRangeBeforeFiring).get('detected') ?? 0;
    expect(p).toBeCloseTo(exact, 12);
    expect(p).toBeCloseTo(21 / 36, 12); // detected on 7+
    const n = 3_000;
    const detected = monteCarlo(state, approach('close'), n, (e) =>
      e.some((x) => x.type === 'EscortDetectionRolled' && x.data.result !== 'notDetected'),
    );
    within3σ(detected, n, exact);
  });

  it('medium range: no check before firing, and each kind of torpedo aboard hits on [U1] medium with its own modifiers (9.2.3)', () => {
    const state = escorted();
    expect(chanceOf(state, approach('medium'), 'Detected before firing')).toBeUndefined();
    const fired = firing();
    const u1 = (tube: number) => {
      const weapon = fired.boat!.torpedoes.bowTubes[tube]!;
      const shot = { weapon, target: fired.encounter!.ships[0], salvo: 1 as const };
      const odds = exactOdds(charts.U1.ranges.medium, sum(u1Modifiers(fired, charts, shot))).get('hit') ?? 0;
      // 9.2.5: a homing torpedo hits on its floor or less whatever the modifiers
      const floor = weapon in charts.U1.homingFloors ? charts.U1.homingFloors[weapon as 'falke'].value : 0;
      const under = [...totalOdds('2d6')].filter(
        ([t]) =>
          t <= floor &&
          rowFor(charts.U1.ranges.medium, t + sum(u1Modifiers(fired, charts, shot))).result !== 'hit',
      );
      return odds + under.reduce((s, [, q]) => s + q, 0);
    };
    expect(fired.boat!.torpedoes.bowTubes[0]).not.toBe(fired.boat!.torpedoes.bowTubes[1]); // a T5 and a FaT
    expect(chanceOf(state, approach('medium'), 'Bow tube 1 hits Acme')).toBeCloseTo(u1(0), 12);
    expect(chanceOf(state, approach('medium'), 'Bow tube 2 hits Acme')).toBeCloseTo(u1(1), 12);
    expect(chanceOf(state, approach('medium'), 'Bow tube 2 hits Acme')).not.toBeCloseTo(u1(0), 6);
  });

  it('a salvo: each torpedo hits with the same [U1] odds, and the decider agrees within 3σ', () => {
    const state = firing();
    const fire: CareerCommand = {
      type: 'FireTorpedoes',
      data: { shots: [{ end: 'bow', tube: 0, target: 0 }] },
    };
    const shot = {
      weapon: state.boat!.torpedoes.bowTubes[0]!,
      target: state.encounter!.ships[0],
      salvo: 1 as const,
    };
    const exact = exactOdds(charts.U1.ranges.medium, sum(u1Modifiers(state, charts, shot))).get('hit') ?? 0;
    const p = chanceOf(state, fire, 'Each torpedo hits Acme');
    expect(p).toBeCloseTo(exact, 12);
    const n = 3_000;
    const hits = monteCarlo(state, fire, n, (e) =>
      e.some((x) => x.type === 'TorpedoFired' && x.data.hit && x.data.newTarget === null),
    );
    within3σ(hits, n, exact);
  });

  it('evading: the escorts detect on [E2] with its modifiers (an unmodified 2 never), and the decider agrees within 3σ', () => {
    const state = evading();
    const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
    const modifier = sum(e2Modifiers(state, charts, { exceededTestDepth: false, bold: false }));
    let exact = 0;
    for (const [natural, p] of totalOdds('2d6')) {
      const result =
        charts.E2.unmodified.find((u) => u.roll === natural)?.result ??
        rowFor(charts.E2, natural + modifier).result;
      if (result !== 'notDetected') exact += p;
    }
    const odds = optionOdds(state, evade, charts);
    const detected = odds.chances.find((c) => c.label === 'The escorts detect the boat')?.p;
    expect(detected).toBeCloseTo(exact, 12);
    const sunk = odds.chances.find((c) => c.label === 'Sunk by their first attack')?.p ?? -1;
    const survives = odds.chances.find((c) => c.label === 'Survives this round')?.p;
    expect(sunk).toBeGreaterThan(0);
    const filled = odds.chances.find((c) => c.label === 'The hits fill the hull')?.p ?? -1;
    const surfaced = odds.chances.find((c) => c.label === 'Flooding forces the boat to surface')?.p ?? -1;
    expect(survives).toBeCloseTo(1 - sunk - filled - surfaced, 12); // submerged: the Kommandant cannot be killed
    const n = 3_000;
    within3σ(
      monteCarlo(state, evade, n, (e) =>
        e.some((x) => x.type === 'EscortDetectionRolled' && x.data.result !== 'notDetected'),
      ),
      n,
      exact,
    );
    within3σ(
      monteCarlo(state, evade, n, (e) => e.some((x) => x.type === 'DepthCharged' && x.data.sunk)),
      n,
      sunk,
    );
  });

  it('below test depth: the hull gives way (9.6.4), or the hunt goes on under a hull that held; the decider agrees within 3σ', () => {
    const base = evading();
    const state = { ...base, boat: { ...base.boat!, hullDamage: 3 } };
    const dive: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: true, bold: false } };
    const odds = optionOdds(state, dive, charts);
    const p = (label: string) => odds.chances.find((c) => c.label === label)?.p ?? -1;
    // hull 4 after the dive: 2d6 below 4 gives way, 4 marks 5 and rolls again (below 5 gives way, 5 marks 6…);
    // the VIIC survives 7 hull boxes (Q-HULLBOXES), so a 7 rolled on the seventh marks [SUNK]
    const below = (n: number) => [...totalOdds('2d6')].filter(([t]) => t < n).reduce((s, [, q]) => s + q, 0);
    const equal = (n: number) => totalOdds('2d6').get(n) ?? 0;
    const gives = below(4) + equal(4) * (below(5) + equal(5) * (below(6) + equal(6) * (below(7) + equal(7))));
    expect(p('The hull gives way below test depth')).toBeCloseTo(gives, 12);
    expect(p('Survives this round')).toBeCloseTo(
      1 -
        gives -
        p('Sunk by their first attack') -
        p('The hits fill the hull') -
        p('Flooding forces the boat to surface'),
      12,
    );
    const n = 3_000;
    const runs = (counts: (e: CareerEvent[]) => boolean) => monteCarlo(state, dive, n, counts);
    within3σ(
      runs((e) => e.some((x) => x.type === 'TestDepthExceeded' && x.data.imploded)),
      n,
      gives,
    );
    within3σ(
      runs((e) => e.some((x) => x.type === 'EscortDetectionRolled' && x.data.result !== 'notDetected')),
      n,
      p('The escorts detect the boat'),
    );
  });

  it('following the group keeps contact on 1d6 1-4 (9.7.7)', () => {
    const state = evolve(evading(), {
      type: 'EscortDetectionRolled',
      data: {
        rule: '9.6.9',
        roll: {
          purpose: 'fixture',
          rule: '9.6.9',
          dice: '2d6',
          nonce: 0,
          faces: [1, 1],
          natural: 2,
          modifiers: [],
          total: 2,
        },
        result: 'notDetected',
        bold: false,
      },
    });
    expect(state.step.kind).toBe('combatRoundOver');
    expect(chanceOf(state, { type: 'Follow', data: {} }, 'Contact kept')).toBeCloseTo(4 / 6, 12);
  });

  it('switching to night: the chart of 8.4.2', () => {
    const state = escorted();
    const exact = exactOdds(charts.E1.sideTables.switchToNight).get('night') ?? 0;
    expect(
      chanceOf(state, { type: 'SwitchToNight', data: {} }, 'Night falls with the ships still in sight'),
    ).toBeCloseTo(exact, 12);
  });

  it('declining on an Invasion patrol asks to confirm and says the consequence (7.4.3); elsewhere it does not', () => {
    const state = escorted();
    const decline: CareerCommand = { type: 'DeclineAttack', data: {} };
    expect(optionOdds(state, decline, charts).confirm).toBeNull();
    const invasion = { ...state, patrol: { ...state.patrol!, area: 'invasion' as const } };
    const odds = optionOdds(invasion, decline, charts);
    expect(odds.confirm?.key).toMatch(/^effect\.On an Invasion patrol .*7\.4\.3.*relieves the Kommandant/);
    expect(odds.chances).toEqual([{ label: 'Relieved of command on return', p: 2 / 6, rule: '7.4.3' }]);
  });

  it('every option says what it does in a line, as a phrase: a key and the values it names', () => {
    expect(optionOdds(escorted(), approach('close'), charts).effect).toEqual({
      key: 'effectOf.approach',
      params: {
        attack: { key: 'effect.Submerged' },
        range: {
          key: 'effect.Close range: the best chance to hit, but escorts may detect the boat before it fires (9.2.2).',
        },
      },
    });
  });

  it('names the tube and the ship a chance to hit is at in the values of its phrase (9.2.3)', () => {
    const { chances } = optionOdds(escorted(), approach('medium'), charts);
    const bow = chances.find((c) => c.label === 'Bow tube 1 hits Acme');
    expect(bow?.said).toEqual({ key: 'chanceOf.tube', params: { end: 'Bow', n: 1, name: 'Acme' } });
    const closing = optionOdds(escorted(), approach('close'), charts).chances;
    const detected = closing.find((c) => c.rule === '9.2.2');
    expect(detected && chancePhrase(detected)).toEqual({ key: 'chance.Detected before firing' });
  });
});
