import { ScriptedDice, type DiceScript } from '../../dice';
import { RuleViolation } from '../../errors';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import type { MedTorpedoesLoaded } from '../model/events-med-port';
import type { MedCareer, MedTorpedoLoad } from '../model/med';
import type { CareerState } from '../model/state';
import { pending } from '../pending';
import { types } from './career.fixtures';
import { aduaInLastBox, med, sailedHome } from './career.med.fixtures';
import type { YearMonth } from '../../charts';

// 4.5 step 3 at every refit (Q-BTM-G7E, Q-BTM-PORT-G7E): from 1942 the player may try for up to four G7e, on 1d6 = 1.

const load = (g7e: number): CareerCommand => ({ type: 'LoadTorpedoes', data: { g7e } });
const fold = (state: CareerState, events: readonly CareerEvent[]) => events.reduce(evolve, state);
const when = (state: CareerState, command: CareerCommand, dice: DiceScript = {}) =>
  decide(state, command, new ScriptedDice(dice));

const home = (date: YearMonth, career: Partial<MedCareer> = {}) => sailedHome(aduaInLastBox(date, career));
const all = (t: MedTorpedoLoad) => [...t.bowTubes, ...t.sternTubes, ...t.bowReloads, ...t.sternReloads];
const g7eAboard = (state: CareerState) =>
  all((med(state).career as MedCareer).torpedoes).filter((x) => x === 'G7e').length;

describe('Beneath the Med: the G7e at every refit (4.5 step 3)', () => {
  it('4.5: Given a patrol back in 1/42, When the refit is done, Then the boat is loaded with W270s and the player is asked for G7e, 0 to 4', () => {
    const state = home('1941-12');
    expect(med(state).step).toEqual({ kind: 'torpedoLoading' });
    expect(g7eAboard(state)).toBe(0);
    expect(pending(state).commands).toEqual([
      { type: 'LoadTorpedoes', parameters: { g7e: [0, 1, 2, 3, 4] } },
    ]);
  });

  it('4.5: When the player asks for four and rolls a 1, Then four G7e are aboard, in the reload boxes, and the boat waits for its patrol', () => {
    const state = home('1941-12');
    const events = when(state, load(4), { '1d6': [1] });
    expect(types(events)).toEqual(['MedTorpedoesLoaded']);
    const loaded = events[0] as unknown as MedTorpedoesLoaded;
    expect(loaded.data).toMatchObject({ rule: '4.5', asked: 4, g7e: 4, roll: { natural: 1 } });
    const after = fold(state, events);
    expect(g7eAboard(after)).toBe(4);
    expect((med(after).career as MedCareer).torpedoes.bowTubes).not.toContain('G7e');
    expect(med(after).step).toEqual({ kind: 'inPort' });
  });

  it('4.5: a 2-6 gives none: the boat sails with its W270s', () => {
    const state = home('1941-12');
    const events = when(state, load(2), { '1d6': [2] });
    expect((events[0] as unknown as MedTorpedoesLoaded).data).toMatchObject({ asked: 2, g7e: 0 });
    expect(g7eAboard(fold(state, events))).toBe(0);
  });

  it('4.5: asking for none rolls nothing', () => {
    const state = home('1941-12');
    const events = when(state, load(0));
    expect((events[0] as unknown as MedTorpedoesLoaded).data).toMatchObject({ asked: 0, roll: null, g7e: 0 });
  });

  it('4.5: more than four is refused', () => {
    const state = home('1941-12');
    expect(() => when(state, load(5))).toThrow(RuleViolation);
  });

  it('4.5: a patrol that sails again in 1941 is not asked; nor is a Cagni in 1942 (45 cm tubes)', () => {
    expect(med(home('1941-10')).step).toEqual({ kind: 'inPort' });
    expect(med(home('1942-03', { uboatType: 'Cagni' })).step).toEqual({ kind: 'inPort' });
  });

  it('4.5: LoadTorpedoes is refused when no loading is pending', () => {
    const state = home('1941-10');
    expect(() => when(state, load(1))).toThrow(RuleViolation);
  });
});
