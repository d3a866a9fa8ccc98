import { RuleViolation } from '../../errors';
import {
  sighted,
  target,
  all,
  one,
  play,
  spec,
  types,
  withOptions,
  ESCORTS_MISS_THE_BOAT,
  TORPEDO_MISSES,
} from './career.fixtures';
import type { CareerCommand, Shot } from '../model/commands';
import type { CareerEvent } from '../model/events';
import type { CareerOptionsChoice } from '../model/career-options';
import { ScriptedDice } from '../../dice';
import { decide } from '../decide';
import { fold } from '../evolve';
import { pending } from '../pending';
import { initialState, type Boat, type CareerState, type TorpedoLoadout } from '../model/state';

// 14.6 variable escort quality and 14.8 evasive manoeuvres: the same dice with the rule off and on.

const LOAD: TorpedoLoadout = {
  bowTubes: ['g7aFat', 'g7eFat', 'g7eFat', 'g7eFat'],
  sternTubes: ['zaunkoenig'],
  forwardReloads: ['g7eFat', 'g7eFat'],
  aftReloads: [],
};
const approach = (range: 'close' | 'medium' = 'medium'): CareerCommand => ({
  type: 'ChooseApproach',
  data: { attack: 'submerged', range },
});
const fire = (...shots: Shot[]): CareerCommand => ({ type: 'FireTorpedoes', data: { shots } });
const evade = (bold = false): CareerCommand => ({
  type: 'EvadeEscorts',
  data: { exceedTestDepth: false, bold },
});
const manoeuvre = (uboatNumber: number, escortNumber?: number): CareerCommand => ({
  type: 'ChooseEvasiveManoeuvre',
  data: escortNumber === undefined ? { uboatNumber } : { uboatNumber, escortNumber },
});

const escorted = () =>
  sighted({ kind: 'shipWithEscort', ships: [target('Freighter', 7600, 3)], escorted: true, torpedoes: LOAD });

/** A G7e fired by day at medium range (no [E2] modifier), missing: the escorts hunt the boat next. */
function afterSalvo(choice: CareerOptionsChoice = {}): CareerEvent[] {
  const sighting = withOptions(escorted(), choice);
  const approached = play(sighting, approach());
  return play(approached.history, fire({ end: 'bow', tube: 1, target: 0 }), TORPEDO_MISSES).history;
}

const HULL = [3, 3]; // [E4] 33: one hull box, nothing else
const NO_EFFECT = [1, 3]; // [E4] 13: NAXOS, not fitted before 12/43 (10.7.3)

describe('14.6 variable escort quality', () => {
  it('Given Green escorts, When depth charges score 1 hit, Then the hit is taken off (off: one [E4] roll)', () => {
    const off = play(afterSalvo(), evade(), {
      '2d6': [
        [5, 5],
        [2, 2],
      ],
      '1d6': [3],
      d66: [HULL],
    });
    expect(one(off.events, 'DepthCharged')).toMatchObject({ hits: 1, sunk: false });
    const on = play(afterSalvo({ variableEscortQuality: true }), evade(), {
      '1d6': [1, 3], // quality 1: Green; 9.6.10: depth charges
      '2d6': [
        [5, 5],
        [2, 2],
      ],
    });
    expect(types(on.events).slice(0, 3)).toEqual([
      'EscortQualityRolled',
      'EscortDetectionRolled',
      'DepthCharged',
    ]);
    expect(one(on.events, 'EscortQualityRolled')).toMatchObject({
      quality: 'green',
      roll: { rule: '14.6.1' },
    });
    expect(one(on.events, 'DepthCharged')).toMatchObject({
      hits: 0,
      sunk: false,
      rulesApplied: [{ rule: '14.6', from: '1 hits', to: '0 hits' }],
    });
    expect(all(on.events, 'UBoatHit')).toHaveLength(0);
  });

  it('Given Veteran escorts, When [E3] shows 5 hits, Then the boat is sunk (off: five [E4] rolls)', () => {
    const off = play(afterSalvo(), evade(), {
      '2d6': [
        [5, 5],
        [6, 6],
      ],
      '1d6': [3],
      d66: [HULL, HULL, HULL, HULL, HULL],
    });
    expect(all(off.events, 'UBoatHit')).toHaveLength(5);
    const on = play(afterSalvo({ variableEscortQuality: true }), evade(), {
      '1d6': [5, 3],
      '2d6': [
        [5, 5],
        [6, 6],
      ],
    });
    expect(one(on.events, 'DepthCharged')).toMatchObject({
      sunk: true,
      rulesApplied: [{ from: '5 hits', to: 'sunk' }],
    });
    expect(on.state.step).toMatchObject({ kind: 'ended' });
  });

  it('Given Elite escorts, When BOLD is used, Then it does not fool them (9.6.7) and they detect at +1', () => {
    const off = play(afterSalvo(), evade(true), { '2d6': [[3, 3]] });
    expect(one(off.events, 'EscortDetectionRolled')).toMatchObject({
      result: 'notDetected',
      roll: { total: 5, modifiers: [{ id: 'bold', value: -1 }] },
    });
    const on = play(afterSalvo({ variableEscortQuality: true }), evade(true), {
      '1d6': [6, 3],
      '2d6': [
        [3, 3],
        [1, 1],
      ],
      d66: [HULL],
    });
    expect(one(on.events, 'EscortDetectionRolled')).toMatchObject({
      result: 'detected',
      bold: true,
      roll: { total: 7, modifiers: [{ id: 'eliteEscort', value: 1, rule: '14.6' }] },
    });
    expect(one(on.events, 'DepthCharged')).toMatchObject({ hits: 1 }); // [E3] 2: no hit, +1 for Elite
  });

  it('Given escorts that detect the boat closing in (9.2.2), Then their quality is rolled before the attack', () => {
    const on = play(withOptions(escorted(), { variableEscortQuality: true }), approach('close'), {
      '2d6': [
        [4, 4],
        [1, 1],
      ],
      '1d6': [4, 3],
    });
    expect(types(on.events)).toEqual([
      'AttackApproachChosen',
      'EscortDetectionRolled',
      'EscortQualityRolled',
      'DepthCharged',
    ]);
  });

  it('quality is not rolled again within the encounter', () => {
    const first = play(afterSalvo({ variableEscortQuality: true }), evade(), {
      '1d6': [3, 3],
      '2d6': [
        [5, 5],
        [1, 1],
      ],
    });
    expect(first.state.optional.escortQuality).toBe('trained');
    const second = play(first.history, evade(), ESCORTS_MISS_THE_BOAT);
    expect(all(second.events, 'EscortQualityRolled')).toHaveLength(0);
  });
});

describe('14.8 evasive manoeuvres', () => {
  const detected = (choice: CareerOptionsChoice) =>
    play(afterSalvo(choice), evade(), { '2d6': [[5, 5]], '1d6': [3] });

  it('Given 14.8, When escort depth charges come, Then the career waits for the manoeuvre (off: [E3] at once)', () => {
    const off = play(afterSalvo(), evade(), {
      '2d6': [
        [5, 5],
        [1, 1],
      ],
      '1d6': [3],
    });
    expect(types(off.events)).toContain('DepthCharged');
    const on = detected({ evasiveManoeuvres: 'escortRolled' });
    expect(types(on.events)).toEqual(['EscortDetectionRolled', 'EvasiveManoeuvreDue']);
    expect(pending(on.state)).toEqual({
      step: { kind: 'evasiveManoeuvre' },
      commands: [{ type: 'ChooseEvasiveManoeuvre', parameters: { uboatNumber: [1, 2, 3, 4, 5, 6] } }],
    });
  });

  it('the worked example (000 L2138): the Kommandant picks 6 — escort 1-4 one hit fewer, 5 one more, 6 three more', () => {
    const on = detected({ evasiveManoeuvres: 'escortRolled' });
    const hits = (escort: number, script: object) => {
      const made = play(on.history, manoeuvre(6), { '1d6': [escort], '2d6': [[2, 2]], ...script });
      return [one(made.events, 'EvasiveManoeuvreMade'), one(made.events, 'DepthCharged').hits] as const;
    };
    expect(hits(2, {})).toEqual([
      expect.objectContaining({
        uboatDirection: 'straight',
        escortDirection: 'left',
        outcome: 'differentDirection',
        hits: -1,
      }),
      0,
    ]);
    expect(hits(5, { d66: [HULL, HULL] })[1]).toBe(2);
    const [exact, four] = hits(6, { d66: [HULL, HULL, HULL, HULL] });
    expect(exact).toMatchObject({ outcome: 'sameNumber', hits: 3, escortRoll: { rule: '14.8', natural: 6 } });
    expect(four).toBe(4);
  });

  it('14.8.2: more than 5 hits do not sink the boat at once: each is rolled on [E4] (a Veteran escort too, Q-48)', () => {
    const on = play(afterSalvo({ evasiveManoeuvres: 'escortRolled', variableEscortQuality: true }), evade(), {
      '1d6': [5, 3],
      '2d6': [[5, 5]],
    });
    const made = play(on.history, manoeuvre(6), {
      '1d6': [6],
      '2d6': [[6, 6]],
      d66: Array.from({ length: 9 }, () => NO_EFFECT),
    });
    const charged = one(made.events, 'DepthCharged');
    expect(charged).toMatchObject({ sunk: false, hits: 9 });
    expect(charged.rulesApplied).toEqual([
      { rule: '14.6', from: '5 hits', to: '6 hits' },
      { rule: '14.8.1', from: '6 hits', to: '9 hits' },
    ]);
  });

  it('14.8.3: in a two-player game the escort’s number comes with the command, and no die is rolled', () => {
    const on = detected({ evasiveManoeuvres: 'escortChosen' });
    expect(pending(on.state).commands[0].parameters).toEqual({
      uboatNumber: [1, 2, 3, 4, 5, 6],
      escortNumber: [1, 2, 3, 4, 5, 6],
    });
    spec
      .given(on.history)
      .when(manoeuvre(3))
      .thenThrows(RuleViolation, (e) => e.rule === '14.8.3' && e.code === 'evasion/escort-number');
    const made = play(on.history, manoeuvre(3, 4), { '2d6': [[2, 2]], d66: [HULL, HULL] });
    expect(one(made.events, 'EvasiveManoeuvreMade')).toMatchObject({
      escortNumber: 4,
      escortRoll: null,
      outcome: 'sameDirection',
      hits: 1,
    });
    const solo = detected({ evasiveManoeuvres: 'escortRolled' });
    spec
      .given(solo.history)
      .when(manoeuvre(3, 4))
      .thenThrows(RuleViolation, (e) => e.rule === '14.8.3');
  });

  it('14.8.4 and Q-47: no manoeuvre with the hydrophones damaged, nor against a Hedgehog or Squid', () => {
    const history = afterSalvo({ evasiveManoeuvres: 'escortRolled' });
    const before = fold(history, initialState());
    const deaf: CareerState = {
      ...before,
      boat: { ...(before.boat as Boat), damagedSystems: ['hydrophones'] },
    };
    const dice = new ScriptedDice({
      '2d6': [
        [5, 5],
        [1, 1],
      ],
      '1d6': [3],
    });
    const events = decide(deaf, evade(), dice);
    expect(types(events)).toEqual(['EscortDetectionRolled', 'DepthCharged']);
    expect(dice.remaining).toBe(0);
    const special = play(history, evade(), { '2d6': [[5, 5]], '1d6': [1, 2, 3] }); // Hedgehog, missing
    expect(types(special.events)).toEqual(['EscortDetectionRolled', 'DepthCharged']);
    expect(one(special.events, 'DepthCharged').weapon).toBe('hedgehog');
  });
});

describe('14.15 #19 Keen judgement', () => {
  const deep: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: true, bold: false } };

  it('Given Keen judgement, the first dive below test depth of the patrol marks no hull box and rolls nothing (off: a box and 2d6)', () => {
    const off = play(afterSalvo(), deep, {
      '2d6': [
        [4, 4],
        [1, 2],
      ],
    });
    expect(one(off.events, 'TestDepthExceeded')).toMatchObject({ hull: 1, imploded: false });
    const history = withOptions(afterSalvo(), {}, ['goodJudge']);
    const on = play(history, deep, { '2d6': [[1, 2]] });
    expect(one(on.events, 'TestDepthExceeded')).toEqual({
      rolls: [],
      hull: 0,
      imploded: false,
      keenJudgement: true,
    });
    expect(one(on.events, 'EscortDetectionRolled').roll.modifiers).toContainEqual(
      expect.objectContaining({ id: 'exceededTestDepth' }),
    );
  });
});
