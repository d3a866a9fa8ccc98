import type { BoxKind } from '../../charts';
import { RuleViolation } from '../../errors';
import {
  enterNextBox,
  patrolThrough,
  play,
  sighted,
  spec,
  started,
  target,
  type Of,
  all,
  types,
} from './career.fixtures';
import { abortedAtSea, hitAtSea, injured, repairsFailed } from './career-history.fixtures';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { fold } from '../evolve';
import { pending } from '../pending';
import { initialState, type Base, type CareerState, type Patrol } from '../model/state';

// Aborting the patrol (10.9): when the Kommandant may, the way home, no combat started (10.9.4).
// Given the career's events, when a command, then its events: a state is always folded from a history.

/** A boat that has made the rolls of the `at`-th box of this route, and what befell it there (`since`). */
function under(
  kinds: readonly BoxKind[],
  at: number,
  { area = 'atlantic', rebaseTo = null, uboatType = 'VIIC', since = [] }: Under = {},
): CareerEvent[] {
  const patrol = patrolThrough(kinds) as Of<'PatrolAssigned'>;
  const boxes = patrol.data.boxes.map((b) => ({
    ...b,
    onStation: b.kind !== 'transit' && b.kind !== 'gibraltar',
  }));
  const entered: CareerEvent = {
    type: 'TravelBoxEntered',
    data: { boxIndex: at, box: boxes[at], posture: 'surfaced', rolls: 0, kiteDeployed: false },
  };
  return [
    started(uboatType),
    { ...patrol, data: { ...patrol.data, area, boxes, rebaseTo } },
    entered,
    ...since,
  ];
}
interface Under {
  readonly area?: Patrol['area'];
  readonly rebaseTo?: Base | null;
  readonly uboatType?: Parameters<typeof started>[0];
  readonly since?: readonly CareerEvent[];
}
const stateOf = (history: readonly CareerEvent[]): CareerState => fold(history, initialState());

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
const offered = (history: readonly CareerEvent[]) =>
  pending(stateOf(history)).commands.find((c) => c.type === 'AbortPatrol');

describe('aborting the patrol (10.9)', () => {
  it('10.9.5: "the Kommandant may abort at any time"; 10.9.2, Q-09: at once to the nearest transit box, then home through the transit boxes', () => {
    const given = under(ROUTE, 2);
    expect(offered(given)?.choices).toEqual([abort()]);
    const aborting = play(given, abort());
    expect(aborting.events).toEqual([
      {
        type: 'PatrolAborted',
        data: { rule: '10.9.5', reason: 'voluntary', voluntary: true, direction: 'back' },
      },
    ]);
    expect(aborting.state.patrol).toMatchObject({ rollsLeft: 0, abort: { direction: 'back', fromBox: 2 } });
    expect(offered(aborting.history)).toBeUndefined(); // once
    const box1 = play(aborting.history, enterNextBox, { '2d6': [NOTHING] });
    expect(all(box1.events, 'TravelBoxEntered')[0]).toMatchObject({ boxIndex: 1, rolls: 1 });
    const home = play(box1.history, enterNextBox, { '2d6': [NOTHING] });
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
    const aborting = play(under(ROUTE, 4), abort());
    expect(aborting.state.patrol?.abort?.direction).toBe('onward');
    const next = play(aborting.history, enterNextBox, { '2d6': [NOTHING] });
    expect(all(next.events, 'TravelBoxEntered')[0]).toMatchObject({ boxIndex: 5 });
  });

  it('10.9.2, Q-09: "if both are as near, the player picks"; E-ABORT-TIE: else fewer boxes to base, then onward', () => {
    const tied = under(ROUTE, 3);
    expect(offered(tied)?.choices).toEqual([abort('onward'), abort('back')]);
    expect(play(tied, abort('back')).state.patrol?.abort?.direction).toBe('back');
    expect(play(tied, abort()).state.patrol?.abort?.direction).toBe('onward');
    spec.given(under(ROUTE, 2)).when(abort('onward')).thenThrows(RuleViolation);
    const first = under(ROUTE, 0); // base 1 box back, box 1 ahead: back has no box to roll
    expect(all(play(first, abort()).events, 'PatrolAborted')[0].direction).toBe('back');
  });

  it('E-ABORT-WHEN: at sea only, between encounters, once', () => {
    const given = [started(), patrolThrough(['transit', 'transit'])];
    expect(offered(given)).toBeUndefined();
    spec
      .given(given)
      .when(abort())
      .thenThrows(RuleViolation, (e) => e.rule === '10.9.5' && e.code === 'patrol/cannot-abort');
  });

  it('7.3.3: "no abort back to France during the first two transit boxes unless there is unrepairable damage"', () => {
    const gibraltar: BoxKind[] = ['transitBayOfBiscay', 'gibraltar', 'mediterranean', 'transit'];
    expect(offered(under(gibraltar, 1))).toBeUndefined();
    spec
      .given(under(gibraltar, 1))
      .when(abort())
      .thenThrows(RuleViolation, (e) => e.rule === '7.3.3');
    expect(offered(under(gibraltar, 1, { since: [hitAtSea([], 1)] }))).toBeDefined(); // the hull holed
    const radioOut = [hitAtSea(['radio']), repairsFailed(['radio'])]; // 10.8.5: inoperative
    expect(offered(under(gibraltar, 1, { since: radioOut }))).toBeDefined();
    expect(offered(under(gibraltar, 2))).toBeDefined();
  });

  it('7.4.3, Q-INVASION: "no abort before rolling encounters unless unrepairable damage or a crewman SW"', () => {
    const invasion: BoxKind[] = ['transit', 'invasion', 'invasion', 'transit'];
    expect(offered(under(invasion, 0, { area: 'invasion' }))).toBeUndefined();
    const wounded = under(invasion, 0, {
      area: 'invasion',
      since: [injured('crew', 'severelyWounded', 0)],
    });
    expect(offered(wounded)).toBeDefined();
    expect(offered(under(invasion, 1, { area: 'invasion' }))).toBeDefined(); // the first on-station box rolled
  });

  describe('10.9.4: "an aborting boat cannot start combat of any kind; it can still be attacked"', () => {
    /** The boat aborted onward in its box, before the encounter (the first event after the box's) came. */
    const aborting = (encounter: readonly CareerEvent[]): CareerEvent[] => {
      const [career, patrol, box, ...rest] = encounter;
      return [career, patrol, box, abortedAtSea('onward'), ...rest];
    };

    it('Q-10: escorts among the ships search as at medium range, with no firing modifier; undetected, the encounter ends — no shot, no follow', () => {
      const given = aborting(
        sighted({ kind: 'shipWithEscort', ships: [target('Freighter', 7600, 3)], escorted: true }),
      );
      expect(pending(stateOf(given)).commands.map((c) => c.type)).not.toContain('ChooseApproach');
      const searched = [...given, shipsAvoided(true)];
      expect(stateOf(searched).step).toEqual({ kind: 'evading' });
      expect(stateOf(searched).encounter).toMatchObject({
        approach: { attack: 'submerged', range: 'medium' },
        hunt: { origin: 'arrived' },
      });
      const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
      const { events, state: after } = play(searched, evade, { '2d6': [[2, 3]] });
      expect(types(events)).toEqual(['EscortDetectionRolled', 'EncounterEnded']);
      expect(all(events, 'EscortDetectionRolled')[0].roll.modifiers).toEqual([]);
      expect(after.step).toEqual({ kind: 'underway' });
    });

    it('unescorted ships are let go', () => {
      const given = aborting(sighted({ ships: [target('Freighter', 7600, 3)], escorted: false }));
      expect(stateOf([...given, shipsAvoided(false)])).toMatchObject({
        encounter: null,
        step: { kind: 'underway' },
      });
    });

    it('an enemy submarine: withdraw only (9.9.3)', () => {
      const given = aborting([
        ...sighted({ ships: [target('Freighter', 7600, 3)], escorted: false }).slice(0, 3),
        {
          type: 'SubmarineEncountered',
          data: {
            ship: { ...target('Submarine', 1000, 1, 'submarine'), rolls: [] },
            initiative: { ...ROLL },
            enemyFiresFirst: false,
          },
        } as CareerEvent,
      ]);
      expect(pending(stateOf(given)).commands.map((c) => c.type)).toEqual(['BreakOff']);
      const attack: CareerCommand = {
        type: 'ChooseApproach',
        data: { attack: 'submerged', range: 'medium' },
      };
      spec
        .given(given)
        .when(attack)
        .thenThrows(RuleViolation, (e) => e.rule === '10.9.4' && e.code === 'patrol/aborting');
    });
  });

  it('7.3.7, 10.9.2: aborting back, the boat returns to the base it sailed from — no rebasing to Penang', () => {
    const given = under(['transit', 'indianOcean', 'transit'], 1, {
      uboatType: 'IXD-2',
      rebaseTo: 'penang',
      since: [abortedAtSea('back')],
    });
    const data = {
      number: 1,
      shipsSunk: 0,
      success: false,
      missionAccomplished: null,
      aborted: true,
      patrolShare: 2 / 3,
    };
    const completed = stateOf([...given, { type: 'PatrolCompleted', data }]);
    expect(completed.career?.base).toBe(stateOf(given).career?.base);
  });
});

/** 10.9.4: the aborting boat lets the ships go; escorts among them search for it. */
const shipsAvoided = (escortsSearch: boolean): CareerEvent => ({
  type: 'ShipsAvoided',
  data: { rule: '10.9.4', escortsSearch },
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
