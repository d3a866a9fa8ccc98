import type { BoxKind } from '../../charts';
import { ScriptedDice, type DiceScript } from '../../dice';
import { RuleViolation } from '../../errors';
import {
  enterNextBox,
  patrolThrough,
  sighted,
  spec,
  started,
  target,
  type Of,
  all,
  types,
} from './career.fixtures';
import type { CareerCommand } from '../model/commands';
import { decide } from '../decide';
import type { CareerEvent } from '../model/events';
import { evolve, fold } from '../evolve';
import { pending } from '../pending';
import { initialState, type Boat, type CareerState, type Crew, type Patrol } from '../model/state';

// Aborting the patrol (10.9): when the Kommandant may, the way home, no combat started (10.9.4).

function decideOn(state: CareerState, command: CareerCommand, script: DiceScript = []) {
  const dice = new ScriptedDice(script);
  const events = decide(state, command, dice);
  expect(dice.remaining).toBe(0);
  return { events, state: events.reduce(evolve, state) };
}

/** A boat that has made the rolls of the `at`-th box of this route. */
function under(kinds: readonly BoxKind[], at: number, area: Patrol['area'] = 'atlantic'): CareerState {
  const patrol = patrolThrough(kinds) as Of<'PatrolAssigned'>;
  const boxes = patrol.data.boxes.map((b) => ({
    ...b,
    onStation: b.kind !== 'transit' && b.kind !== 'gibraltar',
  }));
  const entered: CareerEvent = {
    type: 'TravelBoxEntered',
    data: { boxIndex: at, box: boxes[at], posture: 'surfaced', rolls: 0, kiteDeployed: false },
  };
  return fold([started(), { ...patrol, data: { ...patrol.data, area, boxes } }, entered], initialState());
}
const patched = (state: CareerState, boat: Partial<Boat>, crew: Partial<Crew> = {}): CareerState => ({
  ...state,
  boat: { ...state.boat!, ...boat },
  career: { ...state.career!, crew: { ...state.career!.crew, ...crew } },
});

const ROUTE: readonly BoxKind[] = [
  'transit',
  'transit',
  'atlantic',
  'atlantic',
  'atlantic',
  'transit',
  'transit',
];
const abort = (direction?: 'onward' | 'back'): CareerCommand => ({
  type: 'AbortPatrol',
  data: direction ? { direction } : {},
});
const NOTHING = [4, 4];
const offered = (state: CareerState) => pending(state).commands.find((c) => c.type === 'AbortPatrol');

describe('aborting the patrol (10.9)', () => {
  it('10.9.5: "the Kommandant may abort at any time"; 10.9.2, Q-09: at once to the nearest transit box, then home through the transit boxes', () => {
    const state = under(ROUTE, 2);
    expect(offered(state)?.choices).toEqual([abort()]);
    const { events, state: aborting } = decideOn(state, abort());
    expect(events).toEqual([
      {
        type: 'PatrolAborted',
        data: { rule: '10.9.5', reason: 'voluntary', voluntary: true, direction: 'back' },
      },
    ]);
    expect(aborting.patrol).toMatchObject({ rollsLeft: 0, abort: { direction: 'back', fromBox: 2 } });
    expect(offered(aborting)).toBeUndefined(); // once
    const box1 = decideOn(aborting, enterNextBox, { '2d6': [NOTHING] });
    expect(all(box1.events, 'TravelBoxEntered')[0]).toMatchObject({ boxIndex: 1, rolls: 1 });
    const home = decideOn(box1.state, enterNextBox, { '2d6': [NOTHING] });
    expect(all(home.events, 'TravelBoxEntered')[0]).toMatchObject({ boxIndex: 0 });
    // 10.9.5: aborting alone is no failure (7.5.2); 10.9.6, E-ABORT-SHARE: 3 of the route's 7 rolls behind it.
    expect(all(home.events, 'PatrolCompleted')[0]).toEqual({
      number: 1,
      shipsSunk: 0,
      success: false,
      missionAccomplished: null,
      aborted: true,
      patrolShare: 3 / 7,
    });
  });

  it('Q-09: skipped on-station boxes are not rolled — onward the boat jumps to the next transit box', () => {
    const { state } = decideOn(under(ROUTE, 4), abort());
    expect(state.patrol?.abort?.direction).toBe('onward');
    const next = decideOn(state, enterNextBox, { '2d6': [NOTHING] });
    expect(all(next.events, 'TravelBoxEntered')[0]).toMatchObject({ boxIndex: 5 });
  });

  it('10.9.2, Q-09: "if both are as near, the player picks"; E-ABORT-TIE: else fewer boxes to base, then onward', () => {
    const tied = under(ROUTE, 3);
    expect(offered(tied)?.choices).toEqual([abort('onward'), abort('back')]);
    expect(decideOn(tied, abort('back')).state.patrol?.abort?.direction).toBe('back');
    expect(decideOn(tied, abort()).state.patrol?.abort?.direction).toBe('onward');
    expect(() => decide(under(ROUTE, 2), abort('onward'), new ScriptedDice([]))).toThrow(RuleViolation);
    const first = under(ROUTE, 0); // base 1 box back, box 1 ahead: back has no box to roll
    expect(all(decideOn(first, abort()).events, 'PatrolAborted')[0].direction).toBe('back');
  });

  it('E-ABORT-WHEN: at sea only, between encounters, once', () => {
    const given = [started(), patrolThrough(['transit', 'transit'])];
    expect(offered(fold(given, initialState()))).toBeUndefined();
    spec
      .given(given)
      .when(abort())
      .thenThrows(RuleViolation, (e) => e.rule === '10.9.5' && e.code === 'patrol/cannot-abort');
  });

  it('7.3.3: "no abort back to France during the first two transit boxes unless there is unrepairable damage"', () => {
    const gibraltar: BoxKind[] = ['transitBayOfBiscay', 'gibraltar', 'mediterranean', 'transit'];
    expect(offered(under(gibraltar, 1))).toBeUndefined();
    expect(() => decide(under(gibraltar, 1), abort(), new ScriptedDice([]))).toThrow(
      expect.objectContaining({ rule: '7.3.3' }),
    );
    expect(offered(patched(under(gibraltar, 1), { hullDamage: 1 }))).toBeDefined();
    expect(offered(patched(under(gibraltar, 1), { inoperativeSystems: ['radio'] }))).toBeDefined();
    expect(offered(under(gibraltar, 2))).toBeDefined();
  });

  it('7.4.3, Q-INVASION: "no abort before rolling encounters unless unrepairable damage or a crewman SW"', () => {
    const invasion: BoxKind[] = ['transit', 'invasion', 'invasion', 'transit'];
    expect(offered(under(invasion, 0, 'invasion'))).toBeUndefined();
    const wounded = patched(
      under(invasion, 0, 'invasion'),
      {},
      { generic: ['severelyWounded', 'none', 'none', 'none'] },
    );
    expect(offered(wounded)).toBeDefined();
    expect(offered(under(invasion, 1, 'invasion'))).toBeDefined(); // the first on-station box rolled
  });

  describe('10.9.4: "an aborting boat cannot start combat of any kind; it can still be attacked"', () => {
    const aborting = (given: readonly CareerEvent[]): CareerState => {
      const state = fold(given, initialState());
      const abort = { reason: 'voluntary' as const, direction: 'onward' as const, fromBox: 0, towed: false };
      return { ...state, patrol: { ...state.patrol!, abort } };
    };

    it('Q-10: escorts among the ships search as at medium range, with no firing modifier; undetected, the encounter ends — no shot, no follow', () => {
      const state = aborting(
        sighted({ kind: 'shipWithEscort', ships: [target('Freighter', 7600, 3)], escorted: true }),
      );
      expect(pending(state).commands.map((c) => c.type)).not.toContain('ChooseApproach');
      const searched = evolve(state, { type: 'ShipsAvoided', data: { rule: '10.9.4', escortsSearch: true } });
      expect(searched.step).toEqual({ kind: 'evading' });
      expect(searched.encounter).toMatchObject({
        approach: { attack: 'submerged', range: 'medium' },
        hunt: { origin: 'arrived' },
      });
      const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
      const { events, state: after } = decideOn(searched, evade, { '2d6': [[2, 3]] });
      expect(types(events)).toEqual(['EscortDetectionRolled', 'EncounterEnded']);
      expect(all(events, 'EscortDetectionRolled')[0].roll.modifiers).toEqual([]);
      expect(after.step).toEqual({ kind: 'underway' });
    });

    it('unescorted ships are let go', () => {
      const state = aborting(sighted({ ships: [target('Freighter', 7600, 3)], escorted: false }));
      const passed = evolve(state, { type: 'ShipsAvoided', data: { rule: '10.9.4', escortsSearch: false } });
      expect(passed).toMatchObject({ encounter: null, step: { kind: 'underway' } });
    });

    it('an enemy submarine: withdraw only (9.9.3)', () => {
      const given = [
        ...sighted({ ships: [target('Freighter', 7600, 3)], escorted: false }).slice(0, 3),
        {
          type: 'SubmarineEncountered',
          data: {
            ship: { ...target('Submarine', 1000, 1, 'submarine'), rolls: [] },
            initiative: { ...ROLL },
            enemyFiresFirst: false,
          },
        } as CareerEvent,
      ];
      const state = aborting(given);
      expect(pending(state).commands.map((c) => c.type)).toEqual(['BreakOff']);
      const attack: CareerCommand = {
        type: 'ChooseApproach',
        data: { attack: 'submerged', range: 'medium' },
      };
      expect(() => decide(state, attack, new ScriptedDice([]))).toThrow(
        expect.objectContaining({ rule: '10.9.4', code: 'patrol/aborting' }),
      );
    });
  });

  it('7.3.7, 10.9.2: aborting back, the boat returns to the base it sailed from — no rebasing to Penang', () => {
    const state = fold(
      [started('IXD-2'), patrolThrough(['transit', 'indianOcean', 'transit'])],
      initialState(),
    );
    const patrol = {
      ...state.patrol!,
      rebaseTo: 'penang' as const,
      abort: { reason: 'voluntary' as const, direction: 'back' as const, fromBox: 1, towed: false },
    };
    const data = {
      number: 1,
      shipsSunk: 0,
      success: false,
      missionAccomplished: null,
      aborted: true,
      patrolShare: 2 / 3,
    };
    const completed = evolve({ ...state, patrol }, { type: 'PatrolCompleted', data });
    expect(completed.career?.base).toBe(state.career?.base);
  });
});

const ROLL = {
  purpose: 'given',
  rule: 'given',
  dice: '1d10',
  nonce: 0,
  faces: [7],
  natural: 7,
  modifiers: [],
  total: 7,
} as const;
