import { defaultChartPack, type UBoatType } from '../../charts';
import {
  enterNextBox,
  patrolThrough,
  started,
  all,
  one,
  play,
  spec,
  types,
  withOptions,
  type Of,
} from './career.fixtures';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { replenishmentRefitMonths, takeTorpedoes } from '../options/replenishment';
import { pending } from '../pending';
import { RuleViolation } from '../../errors';

// 14.9 replenishment at sea: after the last on-station box, 1d6 — on 1 a milk cow, if the Kommandant takes it and
// the Bay of Biscay roll brings nothing: back to the first on-station box, ammunition, perhaps torpedoes, a P month.

const accept: CareerCommand = { type: 'AcceptReplenishment', data: {} };
const decline: CareerCommand = { type: 'DeclineReplenishment', data: {} };
const NONE = [2, 2]; // [E1] Atlantic 4
const QUIET = [4, 4]; // [E1] Bay of Biscay 8: no encounter
const AIRCRAFT = [1, 1]; // [E1] Bay of Biscay 2

/** A VIIC on an Atlantic patrol, two on-station boxes then the way home, with two torpedoes and 5 gun rounds spent. */
function patrol(
  area: Of<'PatrolAssigned'>['data']['area'] = 'atlantic',
  type: UBoatType = 'VIIC',
): CareerEvent[] {
  const start = started(type, '1943-08') as Of<'CareerStarted'>;
  const torpedoes = { ...start.data.torpedoes, forwardReloads: start.data.torpedoes.forwardReloads.slice(2) };
  const assigned = patrolThrough(['atlantic', 'atlantic', 'transit'], '1943-08') as Of<'PatrolAssigned'>;
  const boxes = assigned.data.boxes.map((b, i) => ({ ...b, onStation: i < 2 }));
  return [
    { ...start, data: { ...start.data, torpedoes, deckGunAmmo: start.data.deckGunAmmo - 5 } },
    { ...assigned, data: { ...assigned.data, area, boxes } },
  ];
}

/** Both on-station boxes with no encounter; the script's rest is what follows the last one. */
function onStation(history: readonly CareerEvent[], after: Record<string, unknown> = {}) {
  const first = play(history, enterNextBox, { '2d6': [NONE] });
  return play(first.history, enterNextBox, { '2d6': [NONE], ...after });
}

describe('14.9 replenishment at sea', () => {
  it('Given 14.9, When the last on-station box is done and 1d6 shows 1, Then a milk cow is offered (off: no roll)', () => {
    const off = onStation(patrol());
    expect(types(off.events)).toEqual(['TravelBoxEntered', 'EncounterRolled']);
    const on = onStation(withOptions(patrol(), { replenishmentAtSea: true }), { '1d6': [1] });
    expect(one(on.events, 'ReplenishmentChanceRolled')).toMatchObject({
      possible: true,
      roll: { natural: 1 },
    });
    expect(pending(on.state).commands.map((c) => c.type)).toEqual([
      'AcceptReplenishment',
      'DeclineReplenishment',
    ]);
    const missed = onStation(withOptions(patrol(), { replenishmentAtSea: true }), { '1d6': [2] });
    expect(missed.state.step.kind).toBe('underway');
  });

  it('Accepted with no encounter: fuel (back to the first on-station box), the gun reloaded, 1d6 1: two G7a', () => {
    const offered = onStation(withOptions(patrol(), { replenishmentAtSea: true }), { '1d6': [1] });
    const done = play(offered.history, accept, { '2d6': [QUIET], '1d6': [1] });
    const replenished = one(done.events, 'Replenished');
    const start = one(done.history, 'CareerStarted');
    expect(replenished).toMatchObject({
      toBoxIndex: 0,
      deckGunAmmo: start.deckGunAmmo + 5,
      torpedoesTaken: { g7aFat: 2, g7eFat: 0 },
      refitMonths: 1,
      torpedoRoll: { rule: '14.9' },
    });
    expect(done.state.patrol).toMatchObject({ boxIndex: -1, rollsLeft: 0 });
    expect(done.state.step.kind).toBe('underway');
    expect(replenishmentRefitMonths(done.state, defaultChartPack)).toBe(1); // 14.9.6: a P month
    // 14.9.2: once per patrol — the last on-station box again, no roll.
    const again = onStation(done.history);
    expect(all(again.events, 'ReplenishmentChanceRolled')).toHaveLength(0);
  });

  it('10.11.8, 14.9 (000 L1564-1572, L2166): a deck gun taken off at the refit stays off: the milk cow brings it no ammunition', () => {
    const [start, assigned] = patrol() as [Of<'CareerStarted'>, CareerEvent];
    const fittings = { ...start.data.fittings, deckGunRemoved: true };
    const gunless = { ...start, data: { ...start.data, deckGunAmmo: 0, fittings } };
    const offered = onStation(withOptions([gunless, assigned], { replenishmentAtSea: true }), { '1d6': [1] });
    const done = play(offered.history, accept, { '2d6': [QUIET], '1d6': [1] });
    expect(one(done.events, 'Replenished')).toMatchObject({ deckGunAmmo: 0 });
    expect(done.state.boat).toMatchObject({ deckGunAmmo: 0, fittings: { deckGunRemoved: true } });
  });

  it('14.9.3: any encounter on the Bay of Biscay roll and there is no replenishment; its aircraft gets −1 on [A1]', () => {
    const offered = onStation(withOptions(patrol(), { replenishmentAtSea: true }), { '1d6': [1] });
    const exposed = play(offered.history, accept, { '2d6': [AIRCRAFT, [5, 5]] });
    expect(types(exposed.events)).toEqual(['EncounterRolled', 'AircraftEncountered']);
    expect(one(exposed.events, 'AircraftEncountered').crashDive?.modifiers).toContainEqual({
      id: 'resupplyActivity',
      value: -1,
      rule: expect.any(String),
    });
    expect(exposed.state.optional.replenished).toBe(false);
    expect(exposed.state.patrol?.rollsLeft).toBe(0);
  });

  it('14.9.5: never compulsory', () => {
    const offered = onStation(withOptions(patrol(), { replenishmentAtSea: true }), { '1d6': [1] });
    const declined = play(offered.history, decline);
    expect(types(declined.events)).toEqual(['ReplenishmentDeclined']);
    expect(declined.state.step.kind).toBe('underway');
    spec
      .given(declined.history)
      .when(accept)
      .thenThrows(RuleViolation, (e) => e.code === 'command/not-pending');
  });

  it('14.9.1, 14.9.7: not on an Indian Ocean patrol, never for an IXD-2', () => {
    const far = onStation(withOptions(patrol('indianOcean'), { replenishmentAtSea: true }));
    expect(all(far.events, 'ReplenishmentChanceRolled')).toHaveLength(0);
    const ixd2 = onStation(withOptions(patrol('atlantic', 'IXD-2'), { replenishmentAtSea: true }));
    expect(all(ixd2.events, 'ReplenishmentChanceRolled')).toHaveLength(0);
  });

  it('Lauzemis’s card ("may always resupply"): the milk cow is there without the 1d6', () => {
    const card = onStation(withOptions(patrol(), {}, ['resupplier']));
    expect(one(card.events, 'ReplenishmentChanceRolled')).toEqual({ roll: null, possible: true });
  });

  it('14.9.4: torpedoes only with room, and within the mix of 4.5', () => {
    const board = defaultChartPack.uboatBoards.boards.VIIC;
    const full = one(patrol().slice(0, 1), 'CareerStarted').torpedoes;
    const loaded = {
      ...full,
      forwardReloads: [...full.forwardReloads, 'g7eFat' as const, 'g7eFat' as const],
    };
    expect(takeTorpedoes(loaded, board, { g7aFat: 2, g7eFat: 0 }).taken).toEqual({ g7aFat: 0, g7eFat: 0 });
    const empty = {
      bowTubes: [null, null, null, null],
      sternTubes: [null],
      forwardReloads: [],
      aftReloads: [],
    };
    const most = board.torpedoes.defaultMix.value.g7aFat + 4;
    const g7a = { ...empty, forwardReloads: Array(most - 1).fill('g7aFat') };
    expect(takeTorpedoes(g7a, board, { g7aFat: 2, g7eFat: 0 }).taken).toEqual({ g7aFat: 1, g7eFat: 0 });
  });
});
