import { aggressive } from '../../bots';
import { defaultChartPack, type BoxKind } from '../../charts';
import { commitment, ScriptedDice, SeededDice, type DiceSource } from '../../dice';
import { RuleViolation } from '../../errors';
import { enterNextBox, patrolThrough, SERVER_SEED, started, types, spec } from './career.fixtures';
import type { CareerCommand } from '../model/commands';
import { decide } from '../decide';
import type { CareerEvent } from '../model/events';
import { evolve, fold } from '../evolve';
import { pending } from '../pending';
import { startCareer } from '../port/start-career';
import { initialState, type CareerState } from '../model/state';

// 13.5 The wolfpack tournament, as one boat of a pack lives it; the pack's coordinator is in libs/play.

const seeded = (playerSeed = 'pack'): DiceSource => new SeededDice({ serverSeed: SERVER_SEED, playerSeed });
/** These faces first, then the seeded dice. */
const facesThenSeeded = (faces: number[]): DiceSource => {
  const scripted = new ScriptedDice(faces);
  const rest = seeded();
  return { roll: (kind, purpose) => (scripted.remaining > 0 ? scripted : rest).roll(kind, purpose) };
};

const startCommand = (uboatType = 'VIIC', startDate = '1943-07'): CareerCommand =>
  ({
    type: 'StartCareer',
    data: {
      uboatType,
      startDate,
      kommandant: 'Kptlt. Rudel',
      seedCommitment: commitment(SERVER_SEED),
      playerSeed: 'player',
      options: { wolfpackTournament: true },
    },
  }) as CareerCommand;

const memberStarted = (): CareerEvent =>
  startCareer(
    initialState(),
    startCommand() as Extract<CareerCommand, { type: 'StartCareer' }>,
    new ScriptedDice([6]),
    defaultChartPack,
  )[0];

/** A tournament boat out of port on a route of these boxes (one [E1] roll each). */
const member = (kinds: readonly BoxKind[] = ['atlantic', 'atlantic', 'transit']): CareerEvent[] => [
  memberStarted(),
  patrolThrough(kinds),
];

const open = (round: 1 | 2 | 3, detection: 'focused' | 'busy'): CareerCommand => ({
  type: 'OpenPackRound',
  data: { round, detection },
});
const cmd = (type: 'JoinWolfpackAttack' | 'PursueOwnContact' | 'DismissPack' | 'Follow'): CareerCommand =>
  ({ type, data: {} }) as CareerCommand;

function send(history: readonly CareerEvent[], command: CareerCommand, dice: DiceSource = seeded()) {
  const events = spec.given(history).when(command, dice).thenEvents();
  const all = [...history, ...events];
  return { events, history: all, state: fold(all, initialState()) };
}

/** The aggressive bot plays the boat until `done` (or nothing is offered: it waits for the coordinator). */
function playUntil(history: readonly CareerEvent[], done: (s: CareerState) => boolean, dice = seeded()) {
  let all = [...history];
  let state = fold(all, initialState());
  for (let i = 0; i < 200 && !done(state); i++) {
    const decision = pending(state);
    if (decision.commands.length === 0) break;
    const events = decide(state, aggressive(state, decision), dice);
    all = [...all, ...events];
    state = events.reduce(evolve, state);
  }
  return { history: all, state };
}

/** Round 1 of the first box's convoy opened for the boat. */
const inRoundOne = (detection: 'focused' | 'busy' = 'focused') =>
  send(send(member(), enterNextBox).history, open(1, detection));

describe('13.5.2 start: a VIIC in 7/43, assigned to the Atlantic', () => {
  it('a wolfpack tournament boat is a VIIC sailing in 7/43', () => {
    const error = spec
      .given([])
      .when(startCommand('IXC'), [6])
      .thenThrows(RuleViolation, (e) => e.rule === '13.5.2');
    expect((error as RuleViolation).code).toBe('wolfpack/tournament-start');
    spec.given([]).when(startCommand('VIIC', '1943-08'), [6]).thenThrows(RuleViolation);
  });

  it('the first patrol is the Atlantic with no [P1] roll, and no 7.2.2 wolfpack roll (13.5.4 replaces it)', () => {
    const { events, state } = send([memberStarted()], { type: 'AssignPatrol', data: {} });
    expect(pending(fold([memberStarted()], initialState())).commands).toEqual([
      { type: 'AssignPatrol', parameters: {} },
    ]); // 11.2.1: nothing to ask for
    const assigned = events.find((e) => e.type === 'PatrolAssigned');
    expect(assigned?.data).toMatchObject({
      area: 'atlantic',
      roll: null,
      wolfpack: false,
      rulesApplied: [{ rule: '13.5.2', from: 'P1', to: 'atlantic' }],
    });
    // 13.5.2: the first two transit boxes out of France are sailed alone before the first Atlantic box.
    expect(state.patrol?.boxes.slice(0, 3).map((b) => b.kind)).toEqual([
      'transitBayOfBiscay',
      'transit',
      'atlantic',
    ]);
  });

  it('the first two boxes roll [E1] as in solitaire: no muster before the first Atlantic box', () => {
    const { events } = send(
      member(['transit', 'atlantic', 'transit']),
      enterNextBox,
      new ScriptedDice([2, 3]),
    );
    expect(types(events)).toEqual(['TravelBoxEntered', 'EncounterRolled']);
  });

  it('Q-46: only the first patrol is the tournament: a solo career never musters', () => {
    const solo = [started(), patrolThrough(['atlantic', 'transit'])];
    const { events } = send(solo, enterNextBox, new ScriptedDice([2, 3]));
    expect(types(events)).toEqual(['TravelBoxEntered', 'EncounterRolled']);
  });
});

describe('13.5.3 automatic convoy in the first Atlantic box', () => {
  it('no [E1] roll: the boat musters for the pack’s convoy and waits for its coordinator', () => {
    const events = spec.given(member()).when(enterNextBox, []).thenEvents(); // no die rolled
    const state = fold([...member(), ...events], initialState());
    expect(types(events)).toEqual(['TravelBoxEntered', 'PackMustered']);
    expect(events[1].data).toEqual({ rule: '13.5.3', box: 0, rolled: null, round: 1, choosing: false });
    expect(state.step.kind).toBe('wolfpack');
    expect(pending(state).commands).toEqual([]);
  });

  it('round 1 opened: the convoy is the box’s encounter, each boat identifies its own four ships (Q-42)', () => {
    const { events, state } = inRoundOne();
    expect(types(events)).toEqual(['PackRoundOpened', 'ShipsIdentified', 'TimeOfDaySet']);
    expect(state.encounter?.kind).toBe('convoy');
    expect(state.encounter?.ships).toHaveLength(4);
    expect(state.patrol?.rollsLeft).toBe(0);
    expect(state.step.kind).toBe('shipsSighted');
  });

  it('the coordinator’s commands are not the boat’s: no round opened away from a muster, no dismissal of the convoy', () => {
    const mustered = send(member(), enterNextBox).history;
    spec
      .given(mustered)
      .when(cmd('DismissPack'))
      .thenThrows(RuleViolation, (e) => e.rule === '13.5.5');
    spec.given(member()).when(open(1, 'busy')).thenThrows(RuleViolation);
    expect(send(mustered, open(2, 'busy')).state.encounter?.kind).toBe('convoy'); // or from a later round
  });
});

describe('13.5.4 the round’s escort-detection modifier', () => {
  const detections = (history: readonly CareerEvent[]) =>
    history
      .filter((e) => e.type === 'EscortDetectionRolled' && e.data.rule === '9.6.9')
      .map((e) => (e.type === 'EscortDetectionRolled' ? e.data.roll.modifiers.map((m) => m.id) : []));

  it.each([
    ['focused', 'tournamentWolfpackFocused', 1],
    ['busy', 'tournamentWolfpackBusy', -1],
  ] as const)(
    '%s: every [E2] of the round carries %s (%i), never the 7.2.2 modifier',
    (detection, id, value) => {
      const { history } = playUntil(
        inRoundOne(detection).history,
        (s) => s.step.kind === 'combatRoundOver' || s.encounter === null,
      );
      const rolls = detections(history);
      expect(rolls.length).toBeGreaterThan(0);
      for (const ids of rolls) {
        expect(ids).toContain(id);
        expect(ids).not.toContain('wolfpackEscortsBusy');
        expect(ids).not.toContain('wolfpackEscortsFocused');
      }
      const roll = history.find((e) => e.type === 'EscortDetectionRolled' && e.data.rule === '9.6.9');
      expect(
        roll?.type === 'EscortDetectionRolled' && roll.data.roll.modifiers.find((m) => m.id === id),
      ).toMatchObject({
        value,
        rule: '13.5.4',
      });
    },
  );
});

describe('13.5.5 three rounds, the follows automatic', () => {
  /** A boat at the end of round 1 (seeds where it survives its hunt). */
  function roundOneOver() {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) {
      const played = playUntil(
        inRoundOne().history,
        (s) => s.step.kind === 'combatRoundOver' || s.encounter === null,
        seeded(seed),
      );
      if (played.state.step.kind === 'combatRoundOver') return played;
    }
    throw new Error('no seed kept the boat in the convoy battle');
  }

  it('after round 1 the pack follows with no 1d6: Follow waits for round 2, which brings four new ships', () => {
    const over = roundOneOver();
    expect(pending(over.state).commands.find((c) => c.type === 'Follow')?.choices).toEqual([
      { type: 'Follow', data: {} },
    ]);
    const awaited = send(over.history, cmd('Follow'), new ScriptedDice([]));
    expect(types(awaited.events)).toEqual(['PackRoundAwaited']);
    expect(awaited.state.step).toMatchObject({ kind: 'wolfpack', muster: { round: 2 } });
    const round2 = send(awaited.history, open(2, 'busy'));
    expect(types(round2.events)).toEqual([
      'PackRoundOpened',
      'FollowAttempted',
      'ShipsIdentified',
      'TimeOfDaySet',
    ]);
    expect(round2.events[1].data).toMatchObject({ rule: '13.5.5', roll: null, contact: true });
    expect(round2.state.optional.wolfpack?.round).toEqual({ round: 2, detection: 'busy' });
    expect(round2.state.patrol?.combatRoundsInBox).toBe(1);
  });

  it('a boat fighting on is sent the next round only', () => {
    const awaited = send(roundOneOver().history, cmd('Follow')).history;
    spec
      .given(awaited)
      .when(open(3, 'busy'))
      .thenThrows(RuleViolation, (e) => e.rule === '13.5.5');
  });

  it('Q-44: a boat may leave before any round: breaking off ends its part in the battle', () => {
    const { state } = send(roundOneOver().history, { type: 'BreakOff', data: {} });
    expect(state.encounter).toBeNull();
    expect(state.optional.wolfpack?.round).toBeNull();
  });

  describe('a later box: the boat rolls [E1] and musters by what it gave', () => {
    const afterFirstBox = () => {
      const mustered = send(member(), enterNextBox).history;
      return [
        ...mustered,
        { type: 'EncounterEnded', data: { rule: '9.7.1', reason: 'escaped' } } as CareerEvent,
      ];
    };
    const mustered = (faces: number[]) => send(afterFirstBox(), enterNextBox, new ScriptedDice(faces));

    it('Convoy: round 1 of the pack’s attack', () => {
      const { events } = mustered([3, 3]);
      expect(types(events)).toEqual(['TravelBoxEntered', 'EncounterRolled', 'PackMustered']);
      expect(events[2].data).toEqual({ rule: '13.5.5', box: 1, rolled: 'convoy', round: 1, choosing: false });
    });

    it('no encounter: may join in round 2, not in round 1', () => {
      const { events, history } = mustered([2, 2]);
      expect(events[2].data).toMatchObject({ rolled: 'none', round: 2, choosing: false });
      spec
        .given(history)
        .when(open(1, 'busy'))
        .thenThrows(RuleViolation, (e) => e.rule === '13.5.5');
      const joined = send(history, open(2, 'busy'));
      expect(joined.state.encounter?.kind).toBe('convoy');
      expect(joined.state.patrol?.combatRoundsInBox).toBe(1);
    });

    it('Ship or Capital ship: the Kommandant chooses the pack in round 2 or his own contact', () => {
      const { events, state, history } = mustered([1, 1]);
      expect(events[2].data).toMatchObject({ rolled: 'capitalShip', round: 2, choosing: true });
      expect(pending(state).commands.map((c) => c.type)).toEqual(['JoinWolfpackAttack', 'PursueOwnContact']);
      spec.given(history).when(open(2, 'busy')).thenThrows(RuleViolation);
      const own = send(history, cmd('PursueOwnContact'));
      expect(own.state.encounter?.kind).toBe('capitalShip');
      expect(own.state.optional.wolfpack?.round ?? null).toBeNull();
      const joined = send(history, cmd('JoinWolfpackAttack'), new ScriptedDice([]));
      expect(joined.state.step).toMatchObject({ kind: 'wolfpack', muster: { choosing: false, round: 2 } });
    });

    it('Q-45: with no pack attack the boat is dismissed and resolves what it rolled alone', () => {
      const ship = send(
        send(mustered([1, 1]).history, cmd('JoinWolfpackAttack')).history,
        cmd('DismissPack'),
      );
      expect(types(ship.events)[0]).toBe('PackDismissed');
      expect(ship.state.encounter?.kind).toBe('capitalShip');
      const none = send(mustered([2, 2]).history, cmd('DismissPack'), new ScriptedDice([]));
      expect(none.state.step.kind).toBe('underway');
    });

    it('Q-45: aircraft are resolved first; then the boat musters for round 2', () => {
      const { events, state, history } = send(afterFirstBox(), enterNextBox, facesThenSeeded([1, 2]));
      expect(types(events)).toContain('PackMusterDeferred');
      expect(types(events).indexOf('PackMusterDeferred')).toBe(2); // right after the [E1] roll
      const after =
        state.step.kind === 'wolfpack' ? { state } : playUntil(history, (s) => s.step.kind === 'wolfpack');
      expect(after.state.step).toMatchObject({ kind: 'wolfpack', muster: { rolled: 'aircraft', round: 2 } });
    });
  });
});
