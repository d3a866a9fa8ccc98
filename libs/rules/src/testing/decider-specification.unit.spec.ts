import { DiceSource } from '../dice/dice';
import { ScriptedDice } from '../dice/scripted-dice';
import { RuleViolation, UnknownCommand } from '../errors';
import { DeciderSpecification } from './decider-specification';

// A toy decider: a boat with bow tubes that fires at a ship, rolling 2d6 per torpedo (hit on 7+).
type Tubes = { loaded: number };
type Command = { type: 'Fire'; data: { torpedoes: number } } | { type: 'Wait' } | { type: 'Cheat' };
type Event =
  | { type: 'TorpedoFired'; data: { faces: readonly number[]; hit: boolean } }
  | { type: 'TubesLoaded'; data: { torpedoes: number } };

const decide = (state: Tubes, command: Command, dice: DiceSource): Event[] => {
  switch (command.type) {
    case 'Fire': {
      if (command.data.torpedoes > state.loaded)
        throw new RuleViolation('9.2.1', 'combat/too-many-torpedoes', `Only ${state.loaded} loaded`);
      return Array.from({ length: command.data.torpedoes }, () => {
        const { faces, value } = dice.roll('2d6', 'U1 to hit');
        return { type: 'TorpedoFired' as const, data: { faces, hit: value >= 7 } };
      });
    }
    case 'Wait':
      return [];
    case 'Cheat':
      state.loaded = 99; // mutates: the helper must catch it
      return [];
  }
};

const evolve = (state: Tubes, event: Event): Tubes =>
  event.type === 'TubesLoaded'
    ? { loaded: state.loaded + event.data.torpedoes }
    : { loaded: state.loaded - 1 };

const spec = DeciderSpecification.for({ decide, evolve, initialState: () => ({ loaded: 0 }) });
const loaded = (torpedoes: number): Event => ({ type: 'TubesLoaded', data: { torpedoes } });
const fire = (torpedoes: number): Command => ({ type: 'Fire', data: { torpedoes } });

describe('DeciderSpecification', () => {
  describe('then', () => {
    it('passes on the decided events and returns the state after them', () => {
      const state = spec
        .given([loaded(4)])
        .when(fire(2), {
          '2d6': [
            [6, 6],
            [1, 2],
          ],
        })
        .then([
          { type: 'TorpedoFired', data: { faces: [6, 6], hit: true } },
          { type: 'TorpedoFired', data: { faces: [1, 2], hit: false } },
        ]);
      expect(state).toEqual({ loaded: 2 });
    });

    it('takes a flat face queue or a DiceSource', () => {
      spec
        .given([loaded(1)])
        .when(fire(1), [3, 4])
        .then([{ type: 'TorpedoFired', data: { faces: [3, 4], hit: true } }]);
      const dice = new ScriptedDice([5, 5, 1, 1]);
      spec
        .given([loaded(1)])
        .when(fire(1), dice)
        .then([{ type: 'TorpedoFired', data: { faces: [5, 5], hit: true } }]);
      expect(dice.remaining).toBe(2); // a DiceSource passed in may be kept for later
    });

    it('fails on other events, on an error, and on scripted dice left over', () => {
      expect(() =>
        spec
          .given([loaded(1)])
          .when(fire(1), [6, 6])
          .then([]),
      ).toThrow(/Expected values to be strictly deep-equal/);
      expect(() => spec.given([]).when(fire(1)).then([])).toThrow(
        /Expected decide to return events, but got RuleViolation/,
      );
      expect(() =>
        spec
          .given([loaded(1)])
          .when(fire(1))
          .then([]),
      ).toThrow(/ScriptedDice ran out/);
      expect(() => spec.given([]).when({ type: 'Wait' }, [6]).then([])).toThrow(
        /1 scripted dice left unused/,
      );
    });
  });

  describe('thenThrows', () => {
    it('matches an error class, optionally checked, and returns the error', () => {
      const error = spec
        .given([loaded(1)])
        .when(fire(3))
        .thenThrows(RuleViolation, (e) => e.rule === '9.2.1');
      expect(error.code).toBe('combat/too-many-torpedoes');
    });

    it('matches a predicate', () => {
      spec
        .given([])
        .when(fire(1))
        .thenThrows((error) => error instanceof RuleViolation && error.code === 'combat/too-many-torpedoes');
    });

    it('fails when nothing or something else is thrown', () => {
      expect(() =>
        spec
          .given([loaded(1)])
          .when(fire(1), [1, 1])
          .thenThrows(RuleViolation),
      ).toThrow(/Expected decide to throw, but it returned \[\{"type":"TorpedoFired"/);
      expect(() => spec.given([]).when(fire(1)).thenThrows(UnknownCommand)).toThrow(
        'Expected UnknownCommand to be thrown, but got RuleViolation: Only 0 loaded (rule 9.2.1)',
      );
      expect(() =>
        spec
          .given([])
          .when(fire(1))
          .thenThrows(RuleViolation, (e) => e.rule === '9.3'),
      ).toThrow(/failed the check/);
      expect(() =>
        spec
          .given([])
          .when(fire(1))
          .thenThrows(() => false),
      ).toThrow(/failed the predicate/);
    });
  });

  describe('thenNothingHappened', () => {
    it('passes when no event is decided', () => {
      spec
        .given([loaded(2)])
        .when({ type: 'Wait' })
        .thenNothingHappened();
    });

    it('fails when events are decided', () => {
      expect(() =>
        spec
          .given([loaded(2)])
          .when(fire(1), [2, 2])
          .thenNothingHappened(),
      ).toThrow(/Expected no events/);
    });
  });

  it('catches a decide that mutates its state', () => {
    expect(() => spec.given([]).when({ type: 'Cheat' }).thenNothingHappened()).toThrow(
      /but got TypeError: Cannot assign to read only property 'loaded'/,
    );
  });

  it('reports an evolve that throws on a given event', () => {
    const broken = DeciderSpecification.for({
      decide,
      initialState: () => ({ loaded: 0 }),
      evolve: (): Tubes => {
        throw new Error('boom');
      },
    });
    expect(() =>
      broken
        .given([loaded(1)])
        .when({ type: 'Wait' })
        .thenNothingHappened(),
    ).toThrow(
      'evolve threw on given event #0 {"type":"TubesLoaded","data":{"torpedoes":1}}, but got Error: boom',
    );
  });
});
