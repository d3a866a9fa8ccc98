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
import { ScriptedDice } from '../../dice';
import { decide } from '../decide';
import { pending } from '../pending';
import type { Career, CareerState, TorpedoLoadout } from '../model/state';

// The attack under the optional rules: 14.12 Nibelung, 14.16 Extreme range, and the Kommandant's abilities
// (14.13, 14.15) that change the attack.

const LOAD: TorpedoLoadout = {
  bowTubes: ['g7aFat', 'g7eFat', 'g7eFat', 'g7eFat'],
  sternTubes: ['zaunkoenig'],
  forwardReloads: ['g7eFat', 'g7eFat'],
  aftReloads: [],
};
const approach = (
  range: 'close' | 'medium' | 'long' | 'extreme' = 'medium',
  attack: 'submerged' | 'surfaced' | 'nightSurface' = 'submerged',
): CareerCommand => ({ type: 'ChooseApproach', data: { attack, range } });
const fire = (...shots: Shot[]): CareerCommand => ({ type: 'FireTorpedoes', data: { shots } });
const bow = (tube: number, at = 0): Shot => ({ end: 'bow', tube, target: at });
const stern = (tube: number, at = 0): Shot => ({ end: 'stern', tube, target: at });
const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
const simple = (
  type: 'AttackWithNibelung' | 'SingleOutStraggler' | 'DeclineAttack' | 'BreakOff',
): CareerCommand => ({ type, data: {} }) as CareerCommand;
const ids = (roll: { modifiers: readonly { id: string }[] } | null) => roll?.modifiers.map((m) => m.id);

const convoy = (ships = 4) =>
  sighted({
    kind: 'convoy',
    ships: Array.from({ length: ships }, (_, i) => target(`Freighter ${i}`, 5000, 2)),
    escorted: true,
    torpedoes: LOAD,
  });
const escortedShip = () =>
  sighted({ kind: 'shipWithEscort', ships: [target('Freighter', 7600, 3)], escorted: true, torpedoes: LOAD });

describe('14.16 Extreme range', () => {
  it('Given 14.16, a convoy may be attacked at Extreme range with FaT torpedoes (off: not a range of this game)', () => {
    spec
      .given(convoy())
      .when(approach('extreme'))
      .thenThrows(RuleViolation, (e) => e.rule === '14.16' && e.code === 'options/not-in-play');
    const on = play(withOptions(convoy(), { extremeRange: true }), approach('extreme'));
    expect(one(on.events, 'AttackApproachChosen').range).toBe('extreme');
    spec
      .given(withOptions(escortedShip(), { extremeRange: true }))
      .when(approach('extreme'))
      .thenThrows(RuleViolation, (e) => e.rule === '14.16' && e.code === 'approach/range-not-allowed');
  });

  it('only FaT G7a/G7e; they hit on an unmodified 2-3, and the escorts detect only on an unmodified 11-12', () => {
    const at = play(withOptions(convoy(), { extremeRange: true }), approach('extreme'));
    spec
      .given(at.history)
      .when(fire(stern(0)))
      .thenThrows(RuleViolation, (e) => e.rule === '14.16');
    const salvo = play(at.history, fire(bow(0)), { '2d6': [[1, 2]], '1d6': [4, 1] });
    expect(one(salvo.events, 'TorpedoFired')).toMatchObject({
      hit: true,
      roll: { chart: 'U1 extreme', rule: '14.16', natural: 3, total: 3, modifiers: [] },
    });
    // Medium range: a G7a by day, 8 +1 = detected; at Extreme range 8 is not detected.
    const hunted = play(salvo.history, evade, { '2d6': [[4, 4]] });
    expect(one(hunted.events, 'EscortDetectionRolled')).toMatchObject({
      result: 'notDetected',
      roll: { chart: 'E2 extreme range', rule: '14.16', total: 8, modifiers: [] },
    });
  });
});

describe('14.12 Type XXI Nibelung', () => {
  const xxi = () =>
    sighted({
      kind: 'shipWithEscort',
      ships: [target('Freighter', 7600, 3)],
      escorted: true,
      uboatType: 'XXI',
      date: '1945-04',
    });

  it('Given 14.12, a Type XXI may attack with its sonar (off, or another type: RuleViolation)', () => {
    spec
      .given(xxi())
      .when(simple('AttackWithNibelung'))
      .thenThrows(RuleViolation, (e) => e.rule === '14.12');
    const on = withOptions(xxi(), { nibelung: true });
    expect(pending(play(on, approach()).state).commands.map((c) => c.type)).not.toContain(
      'AttackWithNibelung',
    );
    expect(types(play(on, simple('AttackWithNibelung')).events)).toEqual(['NibelungUsed']);
  });

  it('with the Nibelung: −1 to hit for homing torpedoes and +1 on every [E2] of the combat; submerged only', () => {
    const on = play(withOptions(xxi(), { nibelung: true }), simple('AttackWithNibelung'));
    spec
      .given(on.history)
      .when(approach('medium', 'nightSurface'))
      .thenThrows(RuleViolation, (e) => e.rule === '14.12' || e.rule === '9.5.1');
    const at = play(on.history, approach());
    const loadout = one(at.history, 'CareerStarted').torpedoes;
    const homingTube = loadout.bowTubes.findIndex((t) => t !== 'g7aFat' && t !== 'g7eFat');
    expect(homingTube).toBeGreaterThanOrEqual(0);
    const salvo = play(at.history, fire(bow(homingTube)), TORPEDO_MISSES);
    expect(ids(one(salvo.events, 'TorpedoFired').roll)).toContain('nibelungHomingTorpedo');
    const hunted = play(salvo.history, evade, ESCORTS_MISS_THE_BOAT);
    expect(ids(one(hunted.events, 'EscortDetectionRolled').roll)).toContain('nibelung');
  });
});

describe('14.13, 14.15 abilities in the attack', () => {
  it('Convoy killer (Henke): −1 to hit convoy targets with torpedoes; none while he is severely wounded (Q-57)', () => {
    const missed = {
      '2d6': [
        [6, 6],
        [6, 6],
      ],
    }; // [U1] 12, and the FaT's pattern run misses too (9.2.4)
    const off = play(play(convoy(), approach()).history, fire(bow(1)), missed);
    expect(ids(one(off.events, 'TorpedoFired').roll)).toEqual(['g7eFatMediumRange']);
    const killer = play(withOptions(convoy(), {}, ['convoyKiller']), approach());
    const on = play(killer.history, fire(bow(1)), missed);
    const roll = one(on.events, 'TorpedoFired').roll;
    expect(roll?.modifiers).toContainEqual({ id: 'convoyKiller', value: -1, rule: '14.15' });
    expect(roll?.total).toBe(12);
    const career = killer.state.career as Career;
    const wounded: CareerState = {
      ...killer.state,
      career: {
        ...career,
        crew: { ...career.crew, kommandant: { wound: 'severelyWounded', expert: false } },
      },
    };
    const shots = all(decide(wounded, fire(bow(1)), new ScriptedDice(missed)), 'TorpedoFired');
    expect(ids(shots[0].roll)).not.toContain('convoyKiller');
  });

  it('Bold (Q-51): closing to close range the escorts detect the boat only on a 12 (off: 7 or more)', () => {
    const off = play(escortedShip(), approach('close'), {
      '2d6': [
        [4, 4],
        [1, 1],
      ],
      '1d6': [3],
    });
    expect(all(off.events, 'EscortDetectionRolled')[0]).toMatchObject({ result: 'detected' });
    const on = play(withOptions(escortedShip(), {}, ['bold']), approach('close'), { '2d6': [[4, 4]] });
    expect(one(on.events, 'EscortDetectionRolled')).toMatchObject({
      rule: '9.2.2',
      result: 'notDetected',
      roll: { rule: '14.15', natural: 8 },
    });
  });

  it('Skilled: bow and stern in a night surface attack without the second salvo’s +1', () => {
    const night = (abilities: Parameters<typeof withOptions>[2]) =>
      withOptions(
        sighted({
          kind: 'shipWithEscort',
          ships: [target('F', 7600, 3)],
          escorted: true,
          torpedoes: LOAD,
          timeOfDay: 'night',
        }),
        {},
        abilities,
      );
    const shoot = (abilities: Parameters<typeof withOptions>[2]) => {
      const at = play(night(abilities), approach('medium', 'nightSurface'));
      const salvo = play(at.history, fire(bow(1), stern(0)), {
        '2d6': [
          [6, 6],
          [6, 6],
        ],
      });
      return all(salvo.events, 'TorpedoFired').map((t) => ids(t.roll)?.includes('secondSalvo'));
    };
    expect(shoot([])).toEqual([false, true]);
    expect(shoot(['skilled'])).toEqual([false, false]);
  });

  it('Aggressive: every contact that can be attacked is attacked — no DeclineAttack', () => {
    const on = withOptions(convoy(), {}, ['aggressive']);
    spec
      .given(on)
      .when(simple('DeclineAttack'))
      .thenThrows(RuleViolation, (e) => e.code === 'ability/aggressive');
    expect(pending(play(on, approach()).state).step.kind).toBe('firing');
    expect(types(play(convoy(), simple('DeclineAttack')).events)).toEqual(['AttackDeclined']);
  });

  it('Straggler killer: once a patrol, a convoy is let go for one unescorted ship', () => {
    const on = play(withOptions(convoy(), {}, ['stragglerKiller']), simple('SingleOutStraggler'), {
      '1d6': [4],
      d100: [[0, 7]],
    });
    expect(on.state.encounter).toMatchObject({
      kind: 'ship',
      escorted: false,
      ships: [{ type: 'largeFreighter' }],
    });
    expect(on.state.step.kind).toBe('shipsSighted');
    spec
      .given(on.history)
      .when(simple('SingleOutStraggler'))
      .thenThrows(RuleViolation, (e) => e.rule === '14.15');
    spec
      .given(convoy())
      .when(simple('SingleOutStraggler'))
      .thenThrows(RuleViolation, (e) => e.code === 'options/not-in-play');
  });
});

describe('14.15 #2 Tracker', () => {
  const follow: CareerCommand = { type: 'Follow', data: {} };
  /** A convoy attacked, the torpedo missing, the escorts not finding the boat: follow or break off. */
  const roundOver = (abilities: Parameters<typeof withOptions>[2]) => {
    const at = play(withOptions(convoy(), {}, abilities), approach());
    const salvo = play(at.history, fire(bow(1)), {
      '2d6': [
        [6, 6],
        [6, 6],
      ],
    });
    return play(salvo.history, evade, ESCORTS_MISS_THE_BOAT);
  };

  it('Given Tracker, When he follows the convoy, Then contact is kept with no roll (off: 1d6 5 loses it)', () => {
    const off = play(roundOver([]).history, follow, { '1d6': [5] });
    expect(one(off.events, 'FollowAttempted')).toMatchObject({ rule: '9.7.7', contact: false });
    const on = play(roundOver(['tracker']).history, follow, {
      '1d6': [1, 1, 1, 1, 4],
      d100: [
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
      ],
    });
    expect(one(on.events, 'FollowAttempted')).toMatchObject({ rule: '14.15', roll: null, contact: true });
    expect(one(on.events, 'ShipsIdentified').ships).toHaveLength(4);
  });
});
