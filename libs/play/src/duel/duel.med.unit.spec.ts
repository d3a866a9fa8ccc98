import {
  decide as decideCareer,
  InvalidCommand,
  RuleNotImplemented,
  ScriptedDice,
  type CareerCommand,
  type CareerEvent,
  type CareerState,
  type DiceScript,
} from '@periscope/rules';
import { advanced, createGame, duelSpec, MED_OPTIONS, run, startedGame, stateOf } from '../play.fixtures';
import type { GameCommand } from './commands';
import type { CareerAdvanced, GameCreated, GameEvent } from './events';
import { manoeuvreHash } from './manoeuvres';
import { firstOpponentRoll, isOpponentRoll } from './opponent-rolls';
import { pending } from './pending';
import type { Seat } from './seats';
import { gameView } from './view';

const MED = { campaign: 'beneath-the-med', uboatType: 'Marcello', startDate: '1940-06' } as const;

describe('two-player game: Beneath the Med (10.1)', () => {
  describe('when the creator names the campaign', () => {
    it('10.1: the settings record it, and both careers start under it with the same class and month', () => {
      const events = startedGame(MED);
      const created = events[0] as GameCreated;
      expect(created.data.settings.campaign).toEqual({ id: 'beneath-the-med', rulesetVersion: '2' });
      const starts = events.filter((e): e is CareerAdvanced => e.type === 'CareerAdvanced');
      expect(starts.map((e) => e.data.seat)).toEqual(['a', 'b']);
      for (const start of starts)
        expect(start.data.events[0]).toMatchObject({
          type: 'CareerStarted',
          data: {
            campaign: { id: 'beneath-the-med', rulesetVersion: '2' },
            uboatType: 'Marcello',
            startDate: '1940-06',
          },
        });
      expect(stateOf(events).seats.a?.career.career?.campaign.id).toBe('beneath-the-med');
    });

    it('a U-boat type or a month of The Hunted is refused naming its field', () => {
      duelSpec
        .given([])
        .when(createGame({ ...MED, uboatType: 'VIIC' }))
        .thenThrows(InvalidCommand, (e: InvalidCommand) => e.field === 'data.uboatType');
      duelSpec
        .given([])
        .when(createGame({ ...MED, startDate: '1944-02' }))
        .thenThrows(InvalidCommand, (e: InvalidCommand) => e.field === 'data.startDate');
    });

    it('§11: the options its solo careers play are each seat’s, 11.3’s escort number chosen by the opponent (004 L2640-2642)', () => {
      const options = MED_OPTIONS;
      const events = startedGame({ ...MED, options });
      expect(stateOf(events).settings?.options).toEqual({ ...options, evasiveManoeuvres: 'escortChosen' });
      for (const seat of ['a', 'b'] as const)
        expect(stateOf(events).seats[seat]?.career.career?.options).toEqual({
          ...options,
          evasiveManoeuvres: 'escortChosen',
          ...{ variableGenericEscort: false, historicalUBoatIds: false, noviceCrew: false }, // 11.6-11.8 off
        });
    });

    it('11.0: an option of The Hunted’s that Beneath the Med does not have is refused at the game’s creation', () => {
      duelSpec
        .given([])
        .when(createGame({ ...MED, options: { extremeRange: true } }))
        .thenThrows(RuleNotImplemented, (e: RuleNotImplemented) => e.rule === '11.0');
    });
  });

  describe('11.3 (004 L2640-2642): both numbers chosen face hidden and shown together, as 14.8.3’s', () => {
    /** Seat a's career decides `command` on these dice; its events as one recorded command of the seat. */
    const step = (career: CareerState, command: CareerCommand, dice: DiceScript): CareerEvent[] =>
      decideCareer(career, command, new ScriptedDice(dice));

    /**
     * A Med game with 11.3; seat a's Marcello meets Ship(s) + Escort in the Central Mediterranean ([A3] 7, one
     * large ship T2-6, by day), goes in at close range and is detected before firing ([B3] 10): the manoeuvre is due.
     */
    function manoeuvring(): GameEvent[] {
      const game = startedGame({ ...MED, options: { evasiveManoeuvres: 'escortRolled' } });
      let career = stateOf(game).seats.a?.career as CareerState;
      const [assigned] = step(career, { type: 'AssignPatrol', data: {} }, { '2d6': [[3, 4]] });
      const boxes = [{ kind: 'area', area: 'centralMed', rolls: 1 }];
      const atSea = { ...assigned, data: { ...assigned.data, boxes } } as unknown as CareerEvent;
      const played: CareerEvent[] = [atSea];
      const fold = (events: CareerEvent[]) => stateOf([...game, advanced('a', events)]).seats.a?.career;
      career = fold(played) as CareerState;
      const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
      played.push(...step(career, enter, { '2d6': [[3, 4]], '1d6': [3, 4, 1], '1d10': [6] }));
      career = fold(played) as CareerState;
      const close = {
        type: 'ChooseApproach',
        data: { attack: 'submerged', range: 'close' },
      } as CareerCommand;
      played.push(...step(career, close, { '2d6': [[5, 5]] }));
      return [...game, advanced('a', played)];
    }
    const commit = (seat: Seat, number: number): GameCommand => ({
      type: 'CommitManoeuvre',
      seat,
      data: { hash: manoeuvreHash(number, `salt-${seat}`) },
    });
    const reveal = (seat: Seat, number: number): GameCommand => ({
      type: 'RevealManoeuvre',
      seat,
      data: { number, salt: `salt-${seat}` },
    });
    const then = (given: GameEvent[], command: GameCommand, dice: DiceScript = {}) => [
      ...given,
      ...duelSpec.given(given).when(command, dice).thenEvents(),
    ];

    it('Given the Comandante detected, Then both seats commit a number face hidden, and neither sends the manoeuvre itself', () => {
      const given = manoeuvring();
      expect(stateOf(given).seats.a?.career.step.kind).toBe('evasiveManoeuvre');
      expect(pending(stateOf(given)).seats).toEqual({
        a: [{ type: 'CommitManoeuvre', parameters: { hash: expect.any(String) } }],
        b: [{ type: 'CommitManoeuvre', parameters: { hash: expect.any(String) } }],
      });
    });

    it('When seat a has revealed 6, Then seat b does not see it until its own number is known', () => {
      let given = manoeuvring();
      for (const command of [commit('a', 6), commit('b', 5), reveal('a', 6)]) given = then(given, command);
      const numbers = (viewer: Seat) =>
        gameView('g', given.length, stateOf(given), viewer).manoeuvres?.numbers;
      expect(numbers('a')).toEqual({ a: 6 });
      expect(numbers('b')).toEqual({});
      expect(given.slice(-3).map((e) => (e.data as { rule: string }).rule)).toEqual(['11.3', '11.3', '11.3']);
    });

    it('When both are revealed (6 against 5: same direction), Then the career takes them, no die for the escort, and its [B4] 7 gets one more hit: 3', () => {
      let given = manoeuvring();
      for (const command of [commit('a', 6), commit('b', 5), reveal('b', 5)]) given = then(given, command);
      const events = duelSpec
        .given(given)
        .when(reveal('a', 6), {
          '2d6': [[3, 4]],
          d66: [
            [6, 6],
            [6, 6],
            [6, 6],
          ],
        })
        .thenEvents();
      const advancedA = events.find((e): e is CareerAdvanced => e.type === 'CareerAdvanced');
      expect(advancedA?.data.command).toEqual({
        type: 'ChooseEvasiveManoeuvre',
        data: { uboatNumber: 6, escortNumber: 5 },
      });
      const [made, ...rest] = advancedA?.data.events ?? [];
      expect(made).toMatchObject({
        type: 'EvasiveManoeuvreMade',
        data: {
          rule: '11.3',
          uboatNumber: 6,
          escortNumber: 5,
          escortRoll: null,
          outcome: 'sameDirection',
          hits: 1,
        },
      });
      expect(rest.find((e) => e.type === 'DepthCharged')?.data).toMatchObject({ hits: 3 });
    });
  });

  it('10.1, Q-BTM-DUEL-ROLLS: the opponent rolls the crash dive on [A4], not the patrol assignment on [A1a]', () => {
    const roll = (chart: string) =>
      ({ kind: '2d6', values: [3, 3], total: 6, nonce: 4, purpose: 'p', rule: '7.3.1', chart }) as never;
    expect(isOpponentRoll(roll('A4'), 'beneath-the-med')).toBe(true);
    expect(isOpponentRoll(roll('A1a Tyrrhenian'), 'beneath-the-med')).toBe(false);
    expect(isOpponentRoll(roll('A4'))).toBe(false);
    expect(firstOpponentRoll([], 0, 'beneath-the-med')).toBeNull();
  });

  it('a game that names no campaign records none (its events as before)', () => {
    const [created] = run([createGame()]) as [GameCreated];
    expect(created.data.settings).not.toHaveProperty('campaign');
  });
});
