import {
  decide as decideCareer,
  InvalidCommand,
  defaultChartPack,
  RuleNotImplemented,
  RuleViolation,
  ScriptedDice,
  type CareerCommand,
  type CareerEvent,
  type CareerState,
  type DiceScript,
  type RecordedRoll,
  POLICIES,
  rollsIn,
} from '@periscope/rules';
import {
  absentRoll,
  advanced,
  createGame,
  duelSpec,
  join,
  MED_OPTIONS,
  playFor,
  rollBy,
  run,
  startedGame,
  stateOf,
} from '../play.fixtures';
import { text } from '@periscope/audit/audit.fixtures';
import { verifyExport } from '@periscope/audit';
import { AUDIT_VERIFIERS } from '../audit-verifiers';
import { auditGame, checkGameEvent } from './audit';
import { exportGame } from './export-game';
import { gameResult } from './game-result';
import { recordGame } from './record-game';
import { awaitedSeats } from './deadlines';
import { evolve } from './evolve';
import { playGame } from './play-game';
import type { GameCommand, GameTerms } from './commands';
import type { CareerAdvanced, GameCreated, GameEnded, GameEvent } from './events';
import { manoeuvreHash } from './manoeuvres';
import { firstOpponentRoll, isOpponentRoll } from './opponent-rolls';
import { pending } from './pending';
import { otherSeat, type Seat } from './seats';
import { gameView } from './view';

const MED = { campaign: 'beneath-the-med', uboatType: 'Marcello', startDate: '1940-06' } as const;

/** Seat a's career decides `command` on these dice; its events as one recorded command of the seat. */
const step = (career: CareerState, command: CareerCommand, dice: DiceScript): CareerEvent[] =>
  decideCareer(career, command, new ScriptedDice(dice));

/** Seat a's Marcello sails for the Central Mediterranean, its first box the area's, then a Transit box (no dice). */
function atSea(game: GameEvent[]): CareerEvent[] {
  const career = stateOf(game).seats.a?.career as CareerState;
  const [assigned] = step(career, { type: 'AssignPatrol', data: {} }, { '2d6': [[3, 4]] });
  const boxes = [
    { kind: 'area', area: 'centralMed', rolls: 1 },
    { kind: 'transit', area: null, rolls: 1 },
  ];
  return [{ ...assigned, data: { ...assigned.data, boxes } } as unknown as CareerEvent];
}

/**
 * A Med game (with `options`) in which seat a's Marcello meets Ship(s) + Escort in the Central Mediterranean ([A3] 7,
 * one large ship T2-6, by day): its career events recorded as one command of the seat, the approach to choose.
 */
function escortsMet(options: GameTerms['options'] = {}): GameEvent[] {
  const game = startedGame({ ...MED, options });
  const played = atSea(game);
  const career = stateOf([...game, advanced('a', played)]).seats.a?.career as CareerState;
  const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
  played.push(...step(career, enter, { '2d6': [[3, 4]], '1d6': [3, 4, 1], '1d10': [6] }));
  return [...game, advanced('a', played)];
}

const violation = (rule: string, code: string) => (error: RuleViolation) =>
  error.rule === rule && error.code === code;

/** The game after `command` on these dice, as the decider records it. */
const then = (given: GameEvent[], command: GameCommand, dice: DiceScript = {}) => [
  ...given,
  ...duelSpec.given(given).when(command, dice).thenEvents(),
];

describe('two-player game: Beneath the Med (10.1)', () => {
  describe('when the creator names the campaign', () => {
    it('10.1: the settings record it, and both careers start under it with the same class and month', () => {
      const events = startedGame(MED);
      const created = events[0] as GameCreated;
      expect(created.data.settings.campaign).toEqual({ id: 'beneath-the-med', rulesetVersion: '3' });
      const starts = events.filter((e): e is CareerAdvanced => e.type === 'CareerAdvanced');
      expect(starts.map((e) => e.data.seat)).toEqual(['a', 'b']);
      for (const start of starts)
        expect(start.data.events[0]).toMatchObject({
          type: 'CareerStarted',
          data: {
            campaign: { id: 'beneath-the-med', rulesetVersion: '3' },
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

  describe('10.1 (004 L2531-2543, one paragraph): the game’s refusals cite it, never The Hunted’s 13.1.1-13.1.3', () => {
    it('Given the game created, When it is created again, Then 10.1 refuses it', () => {
      duelSpec
        .given(run([createGame(MED)]))
        .when(createGame(MED))
        .thenThrows(RuleViolation, violation('10.1', 'game/already-created'));
    });

    it('Given both seats taken, When a third player joins, Then 10.1 refuses him', () => {
      duelSpec
        .given(run([createGame(MED), join]))
        .when(join)
        .thenThrows(RuleViolation, violation('10.1', 'game/full'));
    });

    it('Given the end date before the start, When the game is created, Then 10.1 refuses it', () => {
      duelSpec
        .given([])
        .when(createGame({ ...MED, endDate: '1940-05' }))
        .thenThrows(RuleViolation, violation('10.1', 'game/end-date-before-start'));
    });

    it('Given seat a’s patrol, When seat b commands his boat or rolls, or the server rolls for no one, Then 10.1 refuses it', () => {
      const given = startedGame(MED);
      duelSpec
        .given(given)
        .when(playFor('b', { type: 'AssignPatrol', data: {} }))
        .thenThrows(RuleViolation, violation('10.1', 'game/not-your-patrol'));
      duelSpec
        .given(given)
        .when(rollBy('b'))
        .thenThrows(RuleViolation, violation('10.1', 'game/no-roll-awaited'));
      duelSpec.given(given).when(absentRoll).thenThrows(RuleViolation, violation('10.1', 'game/no-timeout'));
    });
  });

  describe('11.3 (004 L2640-2642): both numbers chosen face hidden and shown together, as 14.8.3’s', () => {
    /** …with 11.3; seat a goes in at close range and is detected before firing ([B3] 10): the manoeuvre is due. */
    function manoeuvring(): GameEvent[] {
      const given = escortsMet({ evasiveManoeuvres: 'escortRolled' });
      const career = stateOf(given).seats.a?.career as CareerState;
      const close = {
        type: 'ChooseApproach',
        data: { attack: 'submerged', range: 'close' },
      } as CareerCommand;
      return [...given, advanced('a', step(career, close, { '2d6': [[5, 5]] }), close)];
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

    it('Given the Comandante detected, Then both seats commit a number face hidden, and neither sends the manoeuvre itself', () => {
      const given = manoeuvring();
      expect(stateOf(given).seats.a?.career.step.kind).toBe('evasiveManoeuvre');
      expect(pending(stateOf(given)).seats).toEqual({
        a: [{ type: 'CommitManoeuvre', parameters: { hash: expect.any(String) } }],
        b: [{ type: 'CommitManoeuvre', parameters: { hash: expect.any(String) } }],
      });
    });

    it('Given the manoeuvre due, When seat a sends it himself or commits twice, Then the refusals cite 11.3, not 14.8.3', () => {
      const given = manoeuvring();
      const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
      duelSpec
        .given(given)
        .when(playFor('a', evade))
        .thenThrows(RuleViolation, violation('11.3', 'manoeuvre/choose-face-hidden'));
      duelSpec
        .given(then(given, commit('a', 6)))
        .when(commit('a', 6))
        .thenThrows(RuleViolation, violation('11.3', 'manoeuvre/already-committed'));
    });

    it('Given no manoeuvre due, When a seat commits one, Then the refusal cites 11.3, not 14.8', () => {
      duelSpec
        .given(escortsMet({ evasiveManoeuvres: 'escortRolled' }))
        .when(commit('a', 6))
        .thenThrows(RuleViolation, violation('11.3', 'manoeuvre/not-due'));
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

    it('When both are revealed (6 against 5: same direction), Then the career takes them, no die for the escort, and its [B4] waits for seat b (10.1)', () => {
      let given = manoeuvring();
      for (const command of [commit('a', 6), commit('b', 5), reveal('b', 5)]) given = then(given, command);
      const b4: DiceScript = {
        '2d6': [[3, 4]],
        d66: [
          [6, 6],
          [6, 6],
          [6, 6],
        ],
      };
      given = then(given, reveal('a', 6), b4);
      expect(given.at(-1)).toMatchObject({
        type: 'OpponentRollAwaited',
        data: { seat: 'b', for: 'a', roll: { chart: 'B4', purpose: 'depth charges', rule: '7.2.5' } },
      });
      const [advancedA] = duelSpec.given(given).when(rollBy('b'), b4).thenEvents() as CareerAdvanced[];
      expect(advancedA.data).toMatchObject({
        command: { type: 'ChooseEvasiveManoeuvre', data: { uboatNumber: 6, escortNumber: 5 } },
        rolledBy: 'b',
      });
      const [made, ...rest] = advancedA.data.events;
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
      expect(rest.find((e) => e.type === 'DepthCharged')?.data).toMatchObject({ hits: 3 }); // [B4] 7: 2, +1
    });
  });

  describe('10.1 (004 L2537-2540, Q-BTM-DUEL-ROLLS): the opponent rolls for the escorts and the aircraft', () => {
    const CLOSE = { type: 'ChooseApproach', data: { attack: 'submerged', range: 'close' } } as CareerCommand;
    const EVADE: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
    const FIRE = {
      type: 'FireTorpedoes',
      data: { shots: [{ end: 'bow', tube: 0, target: 0 }] },
    } as CareerCommand;
    const closeIn = playFor('a', CLOSE);
    const medium = playFor('a', {
      type: 'ChooseApproach',
      data: { attack: 'submerged', range: 'medium' },
    } as CareerCommand);
    const fire = playFor('a', FIRE);
    const evade = playFor('a', EVADE);
    /** [B3] 10 before firing at close range, detected; [B4] 4: one hit; [B5] 11: the batteries. */
    const DETECTED_ONE_HIT: DiceScript = {
      '2d6': [
        [5, 5],
        [2, 2],
      ],
      d66: [[1, 1]],
    };
    /** [B1] 12 at medium range: the torpedo misses. */
    const MISS: DiceScript = { '2d6': [[6, 6]] };
    /** [B3] 7 +1 (a steam torpedo by day): detected; [B4] 4: one hit; [B5] 11: the batteries. */
    const HUNTED_ONE_HIT: DiceScript = {
      '2d6': [
        [3, 4],
        [2, 2],
      ],
      d66: [[1, 1]],
    };
    /** [B3] a natural 2: never detected (7.2.5); the batteries' repair on [B8] 1: repaired. */
    const LOST_REPAIRED: DiceScript = { '2d6': [[1, 1]], '1d6': [1] };
    const decision = (given: GameEvent[]) => given.at(-1) as CareerAdvanced;
    const chartsOf = (rolls: readonly RecordedRoll[]) => rolls.map((r) => r.chart ?? r.rule);
    const rollsOf = (advancedA: CareerAdvanced) =>
      rollsIn(advancedA.data.events).filter((r) => r.nonce >= advancedA.data.dice.firstNonce);
    const opponents = (advancedA: CareerAdvanced) =>
      chartsOf(rollsOf(advancedA).filter((r) => isOpponentRoll(r, 'beneath-the-med')));

    it.each([
      ['B3 close', true],
      ['B3 standard', true],
      ['B3', true],
      ['B4', true],
      ['B5', true],
      ['B5 extra flooding', false],
      ['B8 who', true],
      ['B8 severity', true],
      ['B8', false],
      ['A4', true],
      ['11.4 1940', true],
      ['11.5 1942', true],
      ['A2', false],
      ['A1a', false],
      ['A3 centralMed', false],
      ['A3 gibraltar', false],
      ['time of day', false],
      ['B1 close', false],
      ['B6', false],
      ['B2', false],
      ['B10', false],
      ['B10 minefield', false],
      ['submarine initiative', false],
      ['submarine torpedo close', false],
      ['D2', false],
      ['E2', false],
    ])('[%s]: the opponent rolls it = %s', (chart, opponent) => {
      const roll = { purpose: 'p', rule: '7.2.5', chart, dice: '2d6', nonce: 0, faces: [3, 4] } as const;
      expect(isOpponentRoll({ ...roll, natural: 7, modifiers: [], total: 7 }, 'beneath-the-med')).toBe(
        opponent,
      );
    });

    it.each([
      ['6.7.5.1', true], // Q-BTM-DUEL-SLC: the harbour defenders look for the boat
      ['7.2.6', false], // test depth
      ['7.5.6', false], // the Medico's roll
      ['9.8.9', false], // The Hunted's aircraft's target
    ])('a roll of rule %s without a chart: the opponent rolls it = %s', (rule, opponent) => {
      const roll = {
        purpose: 'p',
        rule,
        dice: '2d6',
        nonce: 0,
        faces: [3, 4],
        natural: 7,
        total: 7,
      } as const;
      expect(isOpponentRoll({ ...roll, modifiers: [] }, 'beneath-the-med')).toBe(opponent);
    });

    it('The Hunted’s list is not the Med’s: [B3] and [B4] are not its opponent’s, [A1] is not the Med’s', () => {
      const roll = (chart: string) =>
        ({ purpose: 'p', rule: 'r', chart, dice: '2d6', nonce: 4, faces: [3, 3] }) as unknown as RecordedRoll;
      expect(isOpponentRoll(roll('B3'))).toBe(false);
      expect(isOpponentRoll(roll('B4'))).toBe(false);
      expect(isOpponentRoll(roll('A1a Tyrrhenian'), 'beneath-the-med')).toBe(false);
      expect(firstOpponentRoll([], 0, 'beneath-the-med')).toBeNull();
    });

    it('Given escorted ships met (the encounter his own roll, recorded at once), When seat a goes in at close range, Then the [B3] before firing is awaited from seat b, and no dice are used yet', () => {
      const given = escortsMet();
      expect(decision(given).data.rolledBy).toBeNull();
      const nonce = stateOf(given).nextNonce;
      duelSpec
        .given(given)
        .when(closeIn, DETECTED_ONE_HIT)
        .then([
          {
            type: 'OpponentRollAwaited',
            data: {
              seat: 'b',
              for: 'a',
              command: CLOSE,
              roll: { chart: 'B3 close', purpose: 'escort detection', rule: '7.2.1' },
              rule: '10.1',
            },
          },
        ]);
      const held = stateOf(then(given, closeIn, DETECTED_ONE_HIT));
      expect(held.nextNonce).toBe(nonce);
      expect(pending(held)).toMatchObject({
        awaitedRoll: { seat: 'b', chart: 'B3 close' },
        seats: { a: [], b: [{ type: 'Roll', parameters: {} }] },
      });
      expect(awaitedSeats(held)).toEqual({ b: 'roll' });
    });

    it('When seat b rolls, Then the held approach is decided on his roll: the [B3] detection, the [B4] attack and its [B5] hit, all rolled by him', () => {
      const given = then(escortsMet(), closeIn, DETECTED_ONE_HIT);
      const nonce = stateOf(given).nextNonce;
      const [advancedA] = duelSpec
        .given(given)
        .when(rollBy('b'), DETECTED_ONE_HIT)
        .thenEvents() as CareerAdvanced[];
      expect(advancedA.data).toMatchObject({
        seat: 'a',
        command: CLOSE,
        dice: { firstNonce: nonce, nextNonce: nonce + 3 },
        rolledBy: 'b',
      });
      expect(advancedA.data.events.map((e) => e.type)).toEqual([
        'AttackApproachChosen',
        'EscortDetectionRolled',
        'DepthCharged',
        'UBoatHit',
      ]);
      expect(opponents(advancedA)).toEqual(['B3 close', 'B4', 'B5']);
    });

    it('TP-TIMEOUT: with a timeout, the server rolls the held [B3] for an absent seat b, and the event says so', () => {
      const game = escortsMet();
      const settings = (game[0] as GameCreated).data.settings;
      const timed = [
        { ...game[0], data: { ...game[0].data, settings: { ...settings, opponentTimeoutSeconds: 30 } } },
      ];
      const given = then([...(timed as GameEvent[]), ...game.slice(1)], closeIn, DETECTED_ONE_HIT);
      expect(pending(stateOf(given)).absentOpponentRoll).toBe(true);
      const [rolled] = duelSpec
        .given(given)
        .when(absentRoll, DETECTED_ONE_HIT)
        .thenEvents() as CareerAdvanced[];
      expect(rolled.data).toMatchObject({ seat: 'a', command: CLOSE, rolledBy: 'server' });
    });

    it('Given a medium-range approach, When seat a fires, Then his torpedo’s rolls ([B1]) are his own, recorded at once; When he evades, Then the escorts’ [B3] after the salvo waits for seat b', () => {
      let given = then(escortsMet(), medium);
      expect(decision(given).data.rolledBy).toBeNull();
      given = then(given, fire, MISS);
      expect(decision(given).data).toMatchObject({ command: FIRE, rolledBy: null });
      expect(chartsOf(rollsOf(decision(given)))).toEqual(['B1 medium']);
      duelSpec
        .given(given)
        .when(evade, HUNTED_ONE_HIT)
        .then([
          {
            type: 'OpponentRollAwaited',
            data: {
              seat: 'b',
              for: 'a',
              command: EVADE,
              roll: { chart: 'B3', purpose: 'escort detection', rule: '7.2.5' },
              rule: '10.1',
            },
          },
        ]);
    });

    it('Given the batteries damaged, When the escorts lose the boat on seat b’s [B3], Then the repair on [B8] in the same decision is seat a’s roll, made with seat b’s (TP-HOLD)', () => {
      let given = then(then(escortsMet(), medium), fire, MISS);
      given = then(then(given, evade, HUNTED_ONE_HIT), rollBy('b'), HUNTED_ONE_HIT);
      expect(opponents(decision(given))).toEqual(['B3', 'B4', 'B5']);
      given = then(then(given, evade, LOST_REPAIRED), rollBy('b'), LOST_REPAIRED);
      const lost = decision(given);
      expect(lost.data.rolledBy).toBe('b');
      expect(chartsOf(rollsOf(lost))).toEqual(['B3', 'B8']);
      expect(opponents(lost)).toEqual(['B3']);
      expect(lost.data.events.find((e) => e.type === 'RepairsAttempted')).toBeDefined();
    });

    it('Given an aircraft met ([A3] 2), Then its crash dive on [A4] is seat b’s; When seat a fires the AA ([A2], his), Then the aircraft’s attack on [B4] waits for seat b, and his roll decides it', () => {
      const game = startedGame(MED);
      const given = [...game, advanced('a', atSea(game))];
      const enter = playFor('a', { type: 'EnterNextBox', data: { posture: 'surfaced' } });
      const met: DiceScript = {
        '2d6': [
          [1, 1],
          [1, 2],
        ],
      }; // [A3] 2: aircraft; [A4] 3 −1 (conning tower): one attack
      let played = then(given, enter, met);
      expect(played.at(-1)).toMatchObject({
        type: 'OpponentRollAwaited',
        data: { seat: 'b', roll: { chart: 'A4', purpose: 'crash dive', rule: '7.3.1' } },
      });
      played = then(played, rollBy('b'), met);
      expect(decision(played).data.rolledBy).toBe('b');
      expect(stateOf(played).seats.a?.career.step.kind).toBe('antiAircraft');
      // [A2] 4 −1: shot down; [B4] 4 +2: one hit; [B5] 16: an electric motor; [B8] 7, 1: a crewman lightly
      // wounded; the motor's repair on [B8] 5: not repaired
      const attack: DiceScript = {
        '2d6': [
          [2, 2],
          [2, 2],
          [3, 4],
        ],
        d66: [[1, 6]],
        '1d6': [1, 5],
      };
      const AA: CareerCommand = { type: 'StaySurfaced', data: {} };
      const aa = playFor('a', AA);
      played = then(played, aa, attack);
      expect(played.at(-1)).toMatchObject({
        type: 'OpponentRollAwaited',
        data: { seat: 'b', for: 'a', roll: { chart: 'B4', purpose: 'air attack', rule: '7.3.3' } },
      });
      played = then(played, rollBy('b'), attack);
      const attacked = decision(played);
      expect(attacked.data).toMatchObject({ command: AA, rolledBy: 'b' });
      expect(chartsOf(rollsOf(attacked))).toEqual(['A2', 'B4', 'B5', 'B8 who', 'B8 severity', 'B8']);
      expect(opponents(attacked)).toEqual(['B4', 'B5', 'B8 who', 'B8 severity']);
    });
  });

  describe('whole games played by bots (10.1, TP-HOLD, TP-SEEDS), whatever happens in them', () => {
    const SERVER_SEED = 'med-duel-server-seed';
    const games = [0, 1, 2, 3].map((i) =>
      playGame(
        [
          { seat: 'a', policy: POLICIES.aggressive, seed: `a-${i}`, secret: `secret-a-${i}` },
          { seat: 'b', policy: POLICIES.cautious, seed: `b-${i}`, secret: `secret-b-${i}` },
        ],
        {
          serverSeed: SERVER_SEED,
          terms: { ...MED, endDate: '1941-06', options: i % 2 ? { evasiveManoeuvres: 'escortChosen' } : {} },
        },
      ),
    );

    it('every decision with the opponent’s rolls on the Med’s list was held for him and released by him', () => {
      let held = 0;
      for (const { events } of games) {
        let state = stateOf([]);
        for (const event of events) {
          if (event.type === 'CareerAdvanced' && event.data.command.type !== 'StartCareer') {
            const { seat, dice } = event.data;
            const needsOpponent =
              firstOpponentRoll(event.data.events, dice.firstNonce, MED.campaign) !== null;
            expect(event.data.rolledBy).toBe(needsOpponent ? otherSeat(seat) : null);
            if (needsOpponent) expect(state.held?.command).toEqual(event.data.command);
            if (needsOpponent) held++;
          }
          state = evolve(state, event);
        }
      }
      expect(held).toBeGreaterThan(0);
    });

    it('their start, turns, awaited rolls and end cite 10.1, where The Hunted’s cite 13.1.1-13.1.3', () => {
      const cited = new Map<string, Set<string>>();
      for (const { events } of games)
        for (const { type, data } of events)
          if (['GameStarted', 'OpponentRollAwaited', 'TurnPassed', 'GameEnded'].includes(type))
            cited.set(type, (cited.get(type) ?? new Set()).add((data as { rule: string }).rule));
      expect(Object.fromEntries([...cited].map(([type, rules]) => [type, [...rules]]))).toEqual({
        GameStarted: ['10.1'],
        OpponentRollAwaited: ['10.1'],
        TurnPassed: ['10.1'],
        GameEnded: ['10.1'],
      });
    });

    it('the audit cites 10.1 for a winner that is not the one with the most tonnage', () => {
      const { events } = games[0];
      const ended = events.at(-1) as GameEnded;
      const tampered: GameEnded = { ...ended, data: { ...ended.data, tonnage: { a: 1, b: 2 } } };
      const options = { serverSeed: null, charts: defaultChartPack, decisions: false };
      expect(checkGameEvent(stateOf(events.slice(0, -1)), tampered, options)).toEqual([
        expect.objectContaining({ check: 'results', rule: '10.1', code: 'gameResult' }),
      ]);
    });

    it('a game stored when its events cited The Hunted’s 13.1.1-13.1.3 still replays clean in its export', () => {
      const [{ commands, state }] = games;
      const HUNTED: Record<string, string> = {
        GameStarted: '13.1.1',
        OpponentRollAwaited: '13.1.2',
        TurnPassed: '13.1.2',
        GameEnded: '13.1.3',
      };
      const older = recordGame(commands, SERVER_SEED).map((e) => {
        const rule = HUNTED[e.type];
        return rule ? { ...e, data: { ...(e.data as object), rule } } : e;
      });
      expect(older.filter((e) => (e.data as { rule?: string }).rule === '10.1')).toEqual([]);
      const lines = exportGame({
        gameId: 'g-1',
        events: older,
        seeds: { serverSeed: SERVER_SEED, playerSeed: state.playerSeed as string },
        published: { ...gameResult(older) },
      });
      expect(verifyExport(text(lines), { verifiers: AUDIT_VERIFIERS }).findings).toEqual([]);
    });

    it('the audit of its export cites 10.1 for a published winner the careers do not give', () => {
      const [{ commands, state }] = games;
      const events = recordGame(commands, SERVER_SEED);
      const result = gameResult(events);
      const other = result.winner === 'a' ? 'b' : 'a';
      const lines = exportGame({
        gameId: 'g-1',
        events,
        seeds: { serverSeed: SERVER_SEED, playerSeed: state.playerSeed as string },
        published: { ...result, winner: other },
      });
      expect(verifyExport(text(lines), { verifiers: AUDIT_VERIFIERS }).findings).toEqual([
        expect.objectContaining({ check: 'results', path: 'published.winner', rule: '10.1' }),
      ]);
    });

    it('they end, and audit clean: every commitment, decision and roll recomputes from the seeds', () => {
      for (const { events, stopped } of games) {
        expect(stopped).toBe('over');
        expect(auditGame(events, SERVER_SEED)).toEqual([]);
      }
    });
  });

  it('a game that names no campaign records none (its events as before)', () => {
    const [created] = run([createGame()]) as [GameCreated];
    expect(created.data.settings).not.toHaveProperty('campaign');
  });
});
