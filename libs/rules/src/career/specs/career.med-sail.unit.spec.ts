import { SeededDice } from '../../dice';
import { RuleNotImplemented } from '../../errors';
import type { MedClass, MedCrewAdvance } from '../../campaigns/beneath-the-med';
import type { YearMonth } from '../../charts';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { CareerCommand, LegalCommand } from '../model/commands';
import type { ApproachRange } from '../model/vocabulary';
import { initialState, type CareerState } from '../model/state';
import { pending } from '../pending';
import { startInTheMed } from './career.med.fixtures';

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const assign: CareerCommand = { type: 'AssignPatrol', data: {} };

/** The first choice of each pending command: the nearest range offered, a salvo of a whole end at the first ship. */
function commandFor(next: LegalCommand): CareerCommand {
  switch (next.type) {
    case 'AssignPatrol':
      return assign;
    case 'ChooseApproach': {
      const range = (next.parameters.range as ApproachRange[])[0];
      return { type: 'ChooseApproach', data: { attack: 'submerged', range } };
    }
    case 'FireTorpedoes':
    case 'EvadeEscorts': // 7.2.6: the first choice, no dive below test depth
      return next.choices?.[0] ?? enter;
    case 'ChooseCrewAdvance': // 7.7.1: the first advance left (the crew's level, until it is elite)
      return {
        type: 'ChooseCrewAdvance',
        data: { advance: (next.parameters.advance as MedCrewAdvance[])[0] },
      };
    case 'StaySurfaced': // 7.3.3: the AA fires at the aircraft
      return { type: 'StaySurfaced', data: {} };
    case 'EnterNextBox':
      return enter;
    default: // the S.L.C. attack's steps (6.7.5): the first choice, or each parameter's first value
      return (
        next.choices?.[0] ??
        ({
          type: next.type,
          data: Object.fromEntries(Object.entries(next.parameters).map(([k, v]) => [k, v[0]])),
        } as CareerCommand)
      );
  }
}

/** Plays a career on seeded dice, the first command pending each time, until it stops: where, and how. */
function sail(boatClass: MedClass, date: YearMonth, seed: string): string {
  const dice = new SeededDice({ serverSeed: 'beneath-the-med-sail', playerSeed: seed });
  let state: CareerState = initialState();
  let command: CareerCommand = startInTheMed(boatClass, date);
  for (let moves = 0; moves < 3000; moves++) {
    try {
      state = decide(state, command, dice).reduce(evolve, state);
    } catch (error) {
      if (error instanceof RuleNotImplemented) return `RuleNotImplemented ${error.rule}`;
      throw error;
    }
    const next = pending(state).commands[0];
    if (next === undefined) return `${state.step.kind} ${'rule' in state.step ? state.step.rule : ''}`.trim();
    command = commandFor(next);
  }
  return 'still sailing';
}

describe('Beneath the Med careers sail until a rule not played yet (6.1, 7.1-7.3, 9.1)', () => {
  it('240 careers on fixed seeds each stop at a rule this engine names or end, never with another error; a patrol sailed to its last box refits and sails again (6.1 step 3, 7.5.9), ships met attacked with one salvo, the escorts hunting the boat (7.2.5)', () => {
    const careers = (['Adua', 'Marconi', 'Cagni'] as const).flatMap((boatClass) =>
      (['1940-06', '1941-06', '1942-06', '1943-03'] as const).flatMap((date) =>
        Array.from({ length: 20 }, (_, i) => sail(boatClass, date, `${boatClass} ${date} ${i}`)),
      ),
    );
    const stops = new Set(careers);
    expect([...stops].sort()).toEqual(expect.arrayContaining([]));
    expect(careers.filter((stop) => stop.endsWith(' 7.2.7'))).toEqual([]); // the extra rounds are played
    expect(careers.filter((stop) => stop.startsWith('RuleNotImplemented 7.1'))).toEqual([]); // the lists are built
    expect(careers.filter((stop) => stop.includes('7.5.9'))).toEqual([]); // the refit is played
    // crew injuries and repairs are played ([B8])
    expect(careers.filter((stop) => stop.includes('7.5.6') || stop.includes('7.5.1'))).toEqual([]);
    for (const stop of stops) expect(stop).toMatch(/^((RuleNotImplemented|blocked) \d+(\.\d+)*|ended)$/);
  });
});
