import { InvalidCommand, UnknownCommand } from '@periscope/rules';
import type { GameCommand } from './commands';
import { SEATS } from './seats';

// Malformed whatever the state (InvalidCommand, 400): the server's DTOs check the same before a command gets here.

const HEX_256 = /^[0-9a-f]{64}$/i;
const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

type Check = (value: unknown) => string | null;

const text =
  (max: number): Check =>
  (v) =>
    typeof v === 'string' && v.length >= 1 && v.length <= max
      ? null
      : `must be a text of 1-${max} characters`;
const sha256Hex: Check = (v) => (typeof v === 'string' && HEX_256.test(v) ? null : 'must be a sha256 in hex');
const yearMonth: Check = (v) => (typeof v === 'string' && YEAR_MONTH.test(v) ? null : 'must be YYYY-MM');
const integer =
  (min: number, max: number): Check =>
  (v) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max
      ? null
      : `must be a whole number ${min}-${max}`;
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined ? null : check(v);
const object: Check = (v) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? null : 'must be an object';

function check(type: string, field: string, value: unknown, rule: Check): void {
  const problem = rule(value);
  if (problem) throw new InvalidCommand(type, field, problem);
}

function checkPlayer(type: string, player: unknown): void {
  check(type, 'data.player', player, object);
  const p = player as Record<string, unknown>;
  check(type, 'data.player.kommandant', p.kommandant, text(100));
  check(type, 'data.player.uboatId', p.uboatId, optional(text(30))); // 11.7's names;
  check(type, 'data.player.torpedoSwaps', p.torpedoSwaps, optional(integer(-100, 100)));
  check(type, 'data.player.seedCommitment', p.seedCommitment, sha256Hex);
}

export function assertGameCommandShape(command: GameCommand): void {
  if (typeof command !== 'object' || command === null)
    throw new UnknownCommand(command, 'the two-player game');
  const { type } = command;
  check(type, 'data', command.data, object);
  const data = command.data as Record<string, unknown>;
  if ('seat' in command && !SEATS.includes(command.seat))
    throw new InvalidCommand(type, 'seat', "must be 'a' or 'b'");
  switch (type) {
    case 'CreateGame':
      check(type, 'data.startDate', data.startDate, yearMonth);
      check(type, 'data.endDate', data.endDate, optional(yearMonth));
      check(type, 'data.options', data.options, optional(object));
      check(type, 'data.opponentTimeoutSeconds', data.opponentTimeoutSeconds, optional(integer(1, 604_800)));
      check(type, 'data.serverCommitment', data.serverCommitment, sha256Hex);
      return checkPlayer(type, data.player);
    case 'JoinGame':
      return checkPlayer(type, data.player);
    case 'RevealSeed':
      return check(type, 'data.seed', data.seed, text(200));
    case 'Play':
      return check(type, 'data.command', data.command, object);
    case 'CommitManoeuvre':
      return check(type, 'data.hash', data.hash, sha256Hex);
    case 'RevealManoeuvre':
      check(type, 'data.number', data.number, integer(1, 6));
      return check(type, 'data.salt', data.salt, text(100));
    case 'Roll':
    case 'RollForAbsentOpponent':
      return;
    default:
      throw new UnknownCommand(type, 'the two-player game');
  }
}
