import {
  CAMPAIGN_IDS,
  combinePlayerSeeds,
  DEFAULT_CAMPAIGN,
  InvalidCommand,
  decide as decideCareer,
  defaultChartPack,
  initialState as newCareer,
  verifyCommitment,
  type CareerCommand,
  type CareerState,
  type ChartPack,
} from '@periscope/rules';
import { campaignOfTerms, checkCampaignVocabulary, chosenCampaign, twoPlayerRule } from '../campaign-terms';
import { assertGameCommandShape } from './command-shape';
import type { GameCommand, GameTerms, PlayerEntry } from './commands';
import type { CareerAdvanced, GameEvent, GameOptions, GameSettings, PlayerRecord } from './events';
import { evolve } from './evolve';
import { DecisionDice, TRIAL_DICE, type GameDice } from './game-dice';
import { awaitedSeats, timeoutOf } from './deadlines';
import {
  chosenNumbers,
  commitManoeuvre,
  forfeitManoeuvre,
  guardManoeuvre,
  manoeuvreCommand,
  manoeuvreDue,
  revealManoeuvre,
  rollManoeuvre,
} from './manoeuvres';
import { firstOpponentRoll } from './opponent-rolls';
import { otherSeat, SEATS, type Roller, type Seat } from './seats';
import { inPlay, seatOf, winnerOf, type GameState, type HeldCommand } from './state';
import { gameViolation } from './violations';

/**
 * The two-player game (13.1) as a decider: two careers on one dice stream, patrols that alternate, the opponent's
 * rolls, and the game's end. `dice` opens the game's dice stream (see GameDice). Throws a RuleViolation for a
 * command the game or the career rules forbid now, RuleNotImplemented where a career waits for a rule not played.
 * Its events and refusals cite the rule of the game played (twoPlayerRule: Beneath the Med's 10.1).
 */
export function decide(
  state: GameState,
  command: GameCommand,
  dice: GameDice,
  charts: ChartPack = defaultChartPack,
): GameEvent[] {
  assertGameCommandShape(command);
  switch (command.type) {
    case 'CreateGame':
      return createGame(state, command.data, charts);
    case 'JoinGame':
      return joinGame(state, command.data.player, charts);
    case 'RevealSeed':
      return revealSeed(state, command.seat, command.data.seed, dice, charts);
    case 'Play':
      return play(state, command.seat, command.data.command, dice, charts);
    case 'Roll':
      return roll(state, command.seat, dice, charts);
    case 'RollForAbsentOpponent':
      return rollForAbsentOpponent(state, dice, charts);
    case 'CommitManoeuvre':
      requirePlaying(state);
      return commitManoeuvre(state, command.seat, command.data.hash);
    case 'RevealManoeuvre':
      requirePlaying(state);
      return withManoeuvre(state, revealManoeuvre(state, command.seat, command.data), dice, charts);
  }
}

/** 14.8.3: once both numbers are known, the active career takes them (and its depth charges may await a roll). */
function withManoeuvre(
  state: GameState,
  events: GameEvent[],
  dice: GameDice,
  charts: ChartPack,
): GameEvent[] {
  const after = evolveAll(state, events);
  const numbers = chosenNumbers(after);
  if (!numbers) return events;
  return [...events, ...sail(after, after.turn as Seat, manoeuvreCommand(numbers), dice, charts)];
}

const evolveAll = (state: GameState, events: readonly GameEvent[]): GameState => events.reduce(evolve, state);

const playerRecord = (player: PlayerEntry): PlayerRecord => ({
  kommandant: player.kommandant,
  uboatId: player.uboatId ?? null,
  torpedoSwaps: player.torpedoSwaps ?? 0,
  seedCommitment: player.seedCommitment.toLowerCase(),
});

/** 13.1.1: every career of the game starts with the same type, month, optional rules and end date (TP-END). */
const startCommand = (settings: GameSettings, player: PlayerRecord, playerSeed: string): CareerCommand => ({
  type: 'StartCareer',
  data: {
    ...(settings.campaign !== undefined && { campaign: settings.campaign.id }),
    uboatType: settings.uboatType,
    startDate: settings.startDate,
    kommandant: player.kommandant,
    ...(player.uboatId !== null && { uboatId: player.uboatId }),
    seedCommitment: settings.serverCommitment,
    playerSeed,
    options: settings.options,
    torpedoSwaps: player.torpedoSwaps,
    ...(settings.endDate !== null && { endDate: settings.endDate }),
  },
});

/** TP-START: the rules of 4.x accept this start (or throw their RuleViolation): no game waits on a refused one. */
function checkStart(settings: GameSettings, player: PlayerRecord, charts: ChartPack): void {
  decideCareer(newCareer(), startCommand(settings, player, 'trial'), TRIAL_DICE, charts);
}

function createGame(
  state: GameState,
  terms: GameTerms & { readonly player: PlayerEntry },
  charts: ChartPack,
): GameEvent[] {
  if (state.phase !== 'none')
    throw gameViolation(twoPlayerRule(state.settings, 'game'), 'game/already-created', 'The game exists');
  checkCampaignTerms(terms);
  const settings: GameSettings = settingsOf(terms);
  if (settings.endDate !== null && settings.endDate < settings.startDate)
    throw gameViolation(
      twoPlayerRule(settings, 'start'),
      'game/end-date-before-start',
      `The end date ${settings.endDate} is before the start ${settings.startDate}`,
    );
  const player = playerRecord(terms.player);
  checkStart(settings, player, charts);
  return [{ type: 'GameCreated', data: { settings, seat: 'a', player } }];
}

/**
 * 13.1.1, Beneath the Med 10.1: a boat or month of the other game is refused naming its field (400). The optional
 * rules are each career's (§14, §11): the trial start (checkStart) refuses one its game does not have.
 */
function checkCampaignTerms(terms: GameTerms): void {
  const campaign = terms.campaign ?? DEFAULT_CAMPAIGN.id;
  if (!CAMPAIGN_IDS.includes(campaign))
    throw new InvalidCommand('CreateGame', 'data.campaign', `must be one of ${CAMPAIGN_IDS.join(', ')}`);
  checkCampaignVocabulary(
    'CreateGame',
    campaign,
    [{ field: 'data.uboatType', boat: terms.uboatType }],
    [{ field: 'data.startDate', month: terms.startDate }],
  );
}

const settingsOf = (terms: GameTerms): GameSettings => ({
  ...(terms.campaign !== undefined && { campaign: chosenCampaign(terms.campaign) }),
  uboatType: terms.uboatType,
  startDate: terms.startDate,
  endDate: terms.endDate ?? null,
  options: twoPlayerOptions(terms.options ?? {}),
  opponentTimeoutSeconds: terms.opponentTimeoutSeconds ?? null,
  serverCommitment: terms.serverCommitment.toLowerCase(),
});

/**
 * 13.1.2, 14.8.3 (TP-MANOEUVRE), Beneath the Med 11.3 (004 L2640-2642): with evasive manoeuvres in play, the opponent
 * chooses the escort's number.
 */
const twoPlayerOptions = (options: GameOptions): GameOptions =>
  options.evasiveManoeuvres ? { ...options, evasiveManoeuvres: 'escortChosen' } : options;

function joinGame(state: GameState, entry: PlayerEntry, charts: ChartPack): GameEvent[] {
  if (state.phase === 'none') throw gameViolation('13.1', 'game/not-created', 'There is no game to join');
  if (state.phase !== 'open')
    throw gameViolation(twoPlayerRule(state.settings, 'game'), 'game/full', 'Both seats are taken');
  const player = playerRecord(entry);
  checkStart(state.settings as GameSettings, player, charts);
  return [{ type: 'GameJoined', data: { seat: 'b', player } }];
}

/** TP-SEEDS: each seed is checked against its commitment; with both, the dice are fixed and the careers start. */
function revealSeed(
  state: GameState,
  seat: Seat,
  seed: string,
  dice: GameDice,
  charts: ChartPack,
): GameEvent[] {
  if (state.phase === 'none') throw gameViolation('13.1', 'game/not-created', 'There is no game');
  const rule = twoPlayerRule(state.settings, 'game');
  if (state.phase === 'open')
    throw gameViolation(rule, 'seed/too-early', 'Reveal your seed once the other player has joined');
  if (state.phase !== 'seeding' || seatOf(state, seat).seed !== null)
    throw gameViolation(rule, 'seed/already-revealed', `Seat ${seat} has revealed its seed`);
  if (!verifyCommitment(seed, seatOf(state, seat).player.seedCommitment))
    throw gameViolation(rule, 'seed/mismatch', `sha256 of that seed is not seat ${seat}'s commitment`);
  const revealed: GameEvent = { type: 'SeedRevealed', data: { seat, seed } };
  const other = seatOf(state, otherSeat(seat)).seed;
  if (other === null) return [revealed];
  const playerSeed = combinePlayerSeeds(seed, other);
  const started: GameEvent = {
    type: 'GameStarted',
    data: { playerSeed, firstPatrol: 'a', rule: twoPlayerRule(state.settings, 'start') },
  };
  const ready = evolveAll(state, [revealed, started]);
  const tally = new DecisionDice(dice, playerSeed, state.nextNonce);
  const settings = state.settings as GameSettings;
  const careers = SEATS.map((s) =>
    advance(ready, s, startCommand(settings, seatOf(ready, s).player, playerSeed), tally, charts),
  );
  return [revealed, started, ...careers];
}

function requirePlaying(state: GameState): void {
  if (state.phase === 'none') throw gameViolation('13.1', 'game/not-created', 'There is no game');
  if (state.phase === 'open' || state.phase === 'seeding')
    throw gameViolation(
      twoPlayerRule(state.settings, 'game'),
      'game/not-started',
      'The careers start once both seeds are revealed',
    );
  if (state.phase === 'over')
    throw gameViolation(twoPlayerRule(state.settings, 'start'), 'game/over', 'The game is over');
}

/** One career command decided on the game's dice, from where the last decision left them. */
function advance(
  state: GameState,
  seat: Seat,
  command: CareerCommand,
  dice: DecisionDice,
  charts: ChartPack,
  rolledBy: Roller | null = null,
): CareerAdvanced {
  const firstNonce = dice.nextNonce;
  const career: CareerState = seatOf(state, seat).career;
  const events = decideCareer(career, command, dice, charts);
  return {
    type: 'CareerAdvanced',
    data: { seat, command, events, dice: { firstNonce, nextNonce: dice.nextNonce }, rolledBy },
  };
}

/** 13.1.2: the active player commands his boat; a command that needs the opponent's roll waits for it (TP-HOLD). */
function play(
  state: GameState,
  seat: Seat,
  command: CareerCommand,
  dice: GameDice,
  charts: ChartPack,
): GameEvent[] {
  requirePlaying(state);
  const held = state.held;
  const turns = twoPlayerRule(state.settings, 'turns');
  if (held)
    throw gameViolation(turns, 'game/roll-awaited', `Seat ${held.roller} rolls first (${held.roll.purpose})`);
  if (seat !== state.turn)
    throw gameViolation(turns, 'game/not-your-patrol', `It is seat ${state.turn}'s patrol`);
  if (command.type === 'StartCareer')
    throw gameViolation(
      twoPlayerRule(state.settings, 'start'),
      'game/career-started-by-game',
      'The game started both careers',
    );
  guardManoeuvre(state);
  return sail(state, seat, command, dice, charts);
}

/** The active player's command decided: recorded, or held for the opponent's roll (TP-HOLD). */
function sail(
  state: GameState,
  seat: Seat,
  command: CareerCommand,
  dice: GameDice,
  charts: ChartPack,
): GameEvent[] {
  const tally = new DecisionDice(dice, state.playerSeed as string, state.nextNonce);
  const advanced = advance(state, seat, command, tally, charts);
  const campaign = campaignOfTerms(state.settings as GameSettings).id;
  const roll = firstOpponentRoll(advanced.data.events, advanced.data.dice.firstNonce, campaign);
  if (roll)
    return [
      {
        type: 'OpponentRollAwaited',
        data: {
          seat: otherSeat(seat),
          for: seat,
          command,
          roll,
          rule: twoPlayerRule(state.settings, 'turns'),
        },
      },
    ];
  return [advanced, ...afterCommand(evolve(state, advanced), seat)];
}

/** 13.1.2: the opponent rolls; the held command is decided now, on the dice where it was held. */
function roll(state: GameState, seat: Seat, dice: GameDice, charts: ChartPack): GameEvent[] {
  requirePlaying(state);
  if (state.held?.roller !== seat)
    throw gameViolation(
      twoPlayerRule(state.settings, 'turns'),
      'game/no-roll-awaited',
      `No roll is awaited from seat ${seat}`,
    );
  return release(state, state.held, seat, dice, charts);
}

/**
 * TP-TIMEOUT: the server acts for the seats that let the game's deadline pass (deadlines.ts says who and how):
 * it rolls the held command's rolls or an uncommitted evasive number; TP-FORFEIT: a committed escort number is
 * forfeit, never rolled; a seat that owed a seed, a patrol's command or its U-boat's number loses the game.
 */
function rollForAbsentOpponent(state: GameState, dice: GameDice, charts: ChartPack): GameEvent[] {
  if (state.phase === 'none' || state.phase === 'over') requirePlaying(state);
  const waits = awaitedSeats(state);
  const turns = twoPlayerRule(state.settings, 'turns');
  if (Object.keys(waits).length === 0)
    throw gameViolation(turns, 'game/no-roll-awaited', 'No seat is awaited');
  if (timeoutOf(state) === null)
    throw gameViolation(turns, 'game/no-timeout', 'This game waits for its players');
  const losing = SEATS.filter((seat) => waits[seat] === 'forfeit-game');
  if (losing.length > 0) return forfeitGame(state, losing);
  if (state.held) return release(state, state.held, 'server', dice, charts);
  if (SEATS.some((seat) => waits[seat] === 'forfeit-manoeuvre'))
    return withManoeuvre(state, [forfeitManoeuvre(state, charts)], dice, charts);
  const tally = new DecisionDice(dice, state.playerSeed as string, state.nextNonce);
  const rolled = SEATS.filter((seat) => waits[seat] === 'roll').map((seat) =>
    rollManoeuvre(state, seat, seat === state.turn, tally),
  );
  return withManoeuvre(state, rolled, dice, charts);
}

/** TP-FORFEIT: the seats that let their deadline pass lose the game; the other wins whatever the tonnage. */
function forfeitGame(state: GameState, losing: readonly Seat[]): GameEvent[] {
  const stage = state.phase === 'seeding' ? 'seed' : manoeuvreDue(state) ? 'manoeuvre' : 'patrol';
  const forfeits: GameEvent[] = losing.map((seat) => ({
    type: 'SeatForfeited',
    data: { seat, stage, rule: 'TP-FORFEIT' },
  }));
  return [...forfeits, gameEnded(evolveAll(state, forfeits))];
}

function release(
  state: GameState,
  held: HeldCommand,
  by: Roller,
  dice: GameDice,
  charts: ChartPack,
): GameEvent[] {
  const tally = new DecisionDice(dice, state.playerSeed as string, state.nextNonce);
  const advanced = advance(state, held.seat, held.command, tally, charts, by);
  return [advanced, ...afterCommand(evolve(state, advanced), held.seat)];
}

/**
 * 13.1.1-13.1.2 after each command of the active player (TP-TURN, TP-END): once his patrol is over (back in port,
 * or the career over: the boat lost, or the agreed end date, 5.1) the other player patrols; with both careers over
 * the game ends.
 */
function afterCommand(state: GameState, seat: Seat): GameEvent[] {
  const step = seatOf(state, seat).career.step.kind;
  if (step !== 'inPort' && step !== 'ended') return [];
  const other = otherSeat(seat);
  if (inPlay(state.seats[other]))
    return [{ type: 'TurnPassed', data: { to: other, rule: twoPlayerRule(state.settings, 'turns') } }];
  return inPlay(state.seats[seat]) ? [] : [gameEnded(state)];
}

/** 13.1.3: the most tonnage sunk wins; TP-TIE: equal tonnage is a draw; TP-FORFEIT: a seat that forfeit loses. */
function gameEnded(state: GameState): GameEvent {
  const tonnage = { a: seatOf(state, 'a').career.tonnage, b: seatOf(state, 'b').career.tonnage };
  const winner = winnerOf(tonnage, state.forfeited);
  return { type: 'GameEnded', data: { tonnage, winner, rule: twoPlayerRule(state.settings, 'winner') } };
}
