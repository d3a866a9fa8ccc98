import { assertCommandShape } from '../command-shape';
import { missionSuccess } from '../med/missions';
import { slcRangeOdds } from '../med/missions/slc-odds';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import type { MedPatrol } from '../model/med';
import { all, play, spec, types } from './career.fixtures';
import { asGiven, assignedInTheMed, med, startedInTheMed } from './career.med.fixtures';

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const launch = (range: 'short' | 'medium' | 'long'): CareerCommand => ({
  type: 'LaunchSlcs',
  data: { range },
});
const penetrate: CareerCommand = { type: 'PenetrateHarbour', data: {} };
const attach = (...targets: number[]): CareerCommand => ({ type: 'AttachSlcs', data: { targets } });
const detonate: CareerCommand = { type: 'DetonateSlcs', data: {} };
const fate = (skip: boolean): CareerCommand => ({ type: 'RollFrogmenFate', data: { skip } });
const patrolOf = (state: Parameters<typeof med>[0]) => med(state).patrol as MedPatrol;

/** An Adua of 6/40 sent on an S.L.C. attack in the Eastern Mediterranean ([A1a] 1940, 2d6 2), through its two Transit boxes. */
function aduaBeforeTheMissionBox(): CareerEvent[] {
  const started = startedInTheMed('Adua', '1940-06', { '1d6': [4] });
  const given = asGiven([started, assignedInTheMed([started], [1, 1])]);
  const first = play(given, enter, { '2d6': [[3, 4]] });
  return play(first.history, enter, { '2d6': [[3, 4]] }).history;
}

/** The same Adua in its Mission box off Alexandria, the launch range to choose. */
const aduaInTheMissionBox = () => play(aduaBeforeTheMissionBox(), enter).history;

describe('Beneath the Med: the S.L.C. attack (6.7.5)', () => {
  it('6.7.5: Given an -A mission, When the boat enters its Mission box (the first on station), Then no [A3] roll: the launch range [D1] is next, three S.L.C.s for Alexandria', () => {
    const { events, state } = play(aduaBeforeTheMissionBox(), enter);
    expect(types(events)).toEqual(['TravelBoxEntered']);
    expect(state.step).toEqual({ kind: 'slcAttack', stage: 'launch' });
    expect(patrolOf(state).slc).toMatchObject({ harbour: 'alexandria', slcs: 3, range: null });
  });

  it('6.7.5.1 [D1] short: Given the Mission box, When launched at short range and the defenders roll 10, Then the boat is detected and hunted at once on [B4], the S.L.C.s at −2; once it slips away they try the harbour (004 L1408-1410)', () => {
    const launched = play(aduaInTheMissionBox(), launch('short'), {
      '2d6': [
        [4, 6],
        [1, 2],
      ],
    }); // [B4] 3: no hit
    expect(all(launched.events, 'SlcLaunched')[0]).toMatchObject({
      range: 'short',
      detected: true,
      penetration: -2,
    });
    expect(all(launched.events, 'DepthCharged')).toHaveLength(1);
    expect(launched.state.step).toEqual({ kind: 'evading' });
    const evade = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } } as CareerCommand;
    const { state } = play(launched.history, evade, { '2d6': [[1, 2]] }); // [B3] 3: not detected again
    expect(state.step).toEqual({ kind: 'slcAttack', stage: 'penetration' });
  });

  it('6.7.5.1 [D1] medium: Given the Mission box, When launched at medium range and the defenders roll 10, Then undetected (11+), no modifier (Q-BTM-SLC-MEDIUM): penetration next', () => {
    const { events, state } = play(aduaInTheMissionBox(), launch('medium'), { '2d6': [[4, 6]] });
    expect(all(events, 'SlcLaunched')[0]).toMatchObject({ detected: false, penetration: 0 });
    expect(state.step).toEqual({ kind: 'slcAttack', stage: 'penetration' });
  });

  it('6.7.5.2 [D2], 6.7.5.3 [D3]: Given a launch at long range (no roll, −1), When the S.L.C.s roll 5, 4, 1, Then one penetrates (4+ modified) and [D3] finds two ships to choose from', () => {
    const launched = play(aduaInTheMissionBox(), launch('long'));
    expect(all(launched.events, 'SlcLaunched')[0]).toMatchObject({ detection: null, penetration: -1 });
    const { events, state } = play(launched.history, penetrate, { '1d6': [5, 4, 1, 1, 3] });
    expect(all(events, 'SlcPenetrationRolled')[0].rolls.map((r) => [r.roll.total, r.penetrates])).toEqual([
      [4, true],
      [3, false],
      [0, false],
    ]);
    expect(all(events, 'SlcTargetsRolled')[0].targets).toEqual([
      { type: 'battleship', name: 'HMS Queen Elizabeth', capital: true },
      { type: 'cruiser', name: null, capital: false },
    ]);
    expect(state.step).toEqual({ kind: 'slcAttack', stage: 'targets' });
  });

  it('6.7.5.3: one S.L.C. per ship, and no more S.L.C.s than penetrated', () => {
    const launched = play(aduaInTheMissionBox(), launch('long'));
    const through = play(launched.history, penetrate, { '1d6': [6, 6, 1, 1, 3, 5] }).history;
    spec
      .given(through)
      .when(attach(0, 0))
      .thenThrows(Error, (e) => /One S.L.C. per ship/.test(e.message));
    spec
      .given(through)
      .when(attach(0, 1, 2))
      .thenThrows(Error, (e) => /Only 2 S.L.C.s/.test(e.message));
  });

  it('6.7.5.4 [D4], 6.7.7: Given an S.L.C. fixed under Queen Elizabeth, When its charge rolls 6, Then she is sunk (the Gold Medal, no tonnage) and the mission is accomplished: a successful patrol', () => {
    const launched = play(aduaInTheMissionBox(), launch('long'));
    const through = play(launched.history, penetrate, { '1d6': [5, 4, 1, 1, 3] });
    const attached = play(through.history, attach(0));
    expect(attached.state.step).toEqual({ kind: 'slcAttack', stage: 'detonation' });
    const { events, state } = play(attached.history, detonate, { '1d6': [6] });
    expect(all(events, 'SlcDetonated')[0].charges).toMatchObject([{ target: 0, result: 'sunk' }]);
    expect(all(events, 'MissionEnded')[0]).toEqual({ mission: 'A', accomplished: true, rule: '6.7.7' });
    expect(patrolOf(state).slc?.capitalShipsSunk).toEqual(['HMS Queen Elizabeth']);
    expect(missionSuccess(patrolOf(state))).toBe(true);
    expect(state.step).toEqual({ kind: 'slcAttack', stage: 'fate' });
  });

  it('6.7.5.4: a charge that fails on 1-2 is no detonation: the mission fails, never a successful patrol (6.7.7)', () => {
    const launched = play(aduaInTheMissionBox(), launch('long'));
    const through = play(launched.history, penetrate, { '1d6': [5, 4, 1, 1, 3] });
    const { events, state } = play(play(through.history, attach(1)).history, detonate, { '1d6': [2] });
    expect(all(events, 'MissionEnded')[0]).toMatchObject({ accomplished: false });
    expect(missionSuccess(patrolOf(state))).toBe(false);
  });

  it("6.7.5.2: Given no S.L.C. through the harbour, Then the mission has failed and the frogmen's fate is next", () => {
    const launched = play(aduaInTheMissionBox(), launch('long'));
    const { events, state } = play(launched.history, penetrate, { '1d6': [4, 3, 2] });
    expect(types(events)).toEqual(['SlcPenetrationRolled', 'MissionEnded']);
    expect(state.step).toEqual({ kind: 'slcAttack', stage: 'fate' });
  });

  it("6.7.5.5 [D5]: the crews' fate at Alexandria on 1d6 (no effect on the game), or skipped; then the boat sails on", () => {
    const launched = play(aduaInTheMissionBox(), launch('long'));
    const failed = play(launched.history, penetrate, { '1d6': [4, 3, 2] }).history;
    const rolled = play(failed, fate(false), { '1d6': [1, 3, 6] });
    expect(all(rolled.events, 'FrogmenFateRolled')[0].fates.map((f) => f.fate)).toEqual([
      'killed',
      'captured',
      'safeHouseInEgypt',
    ]);
    expect(rolled.state.step).toEqual({ kind: 'underway' });
    const skipped = play(failed, fate(true));
    expect(all(skipped.events, 'FrogmenFateRolled')[0]).toEqual({ skipped: true, fates: [] });
    expect(skipped.state.step).toEqual({ kind: 'underway' });
  });

  it('6.7.5: an S.L.C. command out of its step is refused', () => {
    spec
      .given(aduaInTheMissionBox())
      .when(detonate)
      .thenThrows(Error, (e) => /not the S.L.C. attack's step/.test(e.message));
  });
});

describe('Beneath the Med: what each S.L.C. launch range risks (6.7.5.1-6.7.5.2)', () => {
  it('short: detected on 10+ (6 in 36), each S.L.C. through on 3+ (4 in 6), on 6 only once detected; medium 11+ (3 in 36), 4+; long no roll, 5+', () => {
    expect(slcRangeOdds()).toEqual([
      { range: 'short', detected: 6 / 36, penetrates: 4 / 6, penetratesIfDetected: 1 / 6 },
      { range: 'medium', detected: 3 / 36, penetrates: 3 / 6, penetratesIfDetected: 1 / 6 },
      { range: 'long', detected: 0, penetrates: 2 / 6, penetratesIfDetected: null },
    ]);
  });
});

describe('Beneath the Med: the S.L.C. commands are checked before any rule (6.7.5)', () => {
  it('a range not of [D1], a target that is no index, or no target at all is an invalid command naming its field', () => {
    expect(() => assertCommandShape({ type: 'LaunchSlcs', data: { range: 'close' } })).toThrow(/data\.range/);
    expect(() => assertCommandShape({ type: 'AttachSlcs', data: { targets: [-1] } })).toThrow(
      /data\.targets\[0\]/,
    );
    expect(() => assertCommandShape({ type: 'AttachSlcs', data: { targets: [] } })).toThrow(/data\.targets/);
    expect(() => assertCommandShape({ type: 'RollFrogmenFate', data: { skip: 'yes' } })).toThrow(
      /data\.skip/,
    );
  });
});
