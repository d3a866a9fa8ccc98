import { manoeuvreHash } from '@periscope/play/duel';
import { AppError } from '../common/app-error';
import { weakSecret as weak } from '../common/weak-secret';
import type { GameCommandDto } from './dto/game-command.dto';

// A commitment hides its number or seed only if what is salted in cannot be guessed (docs/games.md "Commitments
// hold"). A seat's salt (14.8.3) is checked at its commit, where the seat still has its choice to make again, not
// at its reveal, where a refusal would leave the game waiting on a number that can never be uncovered (the reveal
// must hash to the commitment, so it carries the salt checked here). The salt is dropped once checked: the game
// records only the hash. A seed (13.1.1) is checked at its reveal; a seat that cannot reveal one meets its deadline.

/** The number (1-6) whose commitment `hash` is with this salt, if any. */
const committedNumber = (hash: unknown, salt: string): number | undefined =>
  [1, 2, 3, 4, 5, 6].find((n) => typeof hash === 'string' && manoeuvreHash(n, salt) === hash.toLowerCase());

/**
 * 400 `manoeuvre/salt-weak` for a commit whose salt could be guessed from its hash (or that sends none),
 * `manoeuvre/salt-not-committed` for a salt the hash was not made with, `seed/weak` for a guessable seed; each
 * names its rule and the reason (SecretWeakness) in its body.
 */
export function assertStrongSecrets({ type, data }: Pick<GameCommandDto, 'type' | 'data'>): void {
  const error =
    type === 'CommitManoeuvre'
      ? weak('manoeuvre/salt-weak', '14.8.3', 'The salt of an evasive number', data.salt)
      : type === 'RevealSeed'
        ? weak('seed/weak', '13.1.1', 'A player seed', data.seed)
        : null;
  if (error) throw error;
  if (type === 'CommitManoeuvre' && committedNumber(data.hash, data.salt as string) === undefined)
    throw new AppError(
      'invalid',
      'manoeuvre/salt-not-committed',
      'The hash is not sha256 of "<number 1-6>:<salt>" with this salt (14.8.3)',
      { rule: '14.8.3' },
    );
}

/** What the game records of a commit: the hash alone (the salt would uncover the number). */
export const withoutSalt = (data: Record<string, unknown>): Record<string, unknown> => {
  const { salt: _salt, ...rest } = data;
  return rest;
};
