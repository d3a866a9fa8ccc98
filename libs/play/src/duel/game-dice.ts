import { DICE, type DiceKind, type DiceRoll, type DiceSource } from '@periscope/rules';

/**
 * The game's one dice stream, made by whoever holds the server seed: HMAC(serverSeed, playerSeed:nonce) from
 * `firstNonce` on (SeededDice), where playerSeed = combinePlayerSeeds(seed a, seed b). Tests script it.
 */
export type GameDice = (playerSeed: string, firstNonce: number) => DiceSource;

/** The dice of one decision: the stream is opened at its first roll, and the nonces used are counted. */
export class DecisionDice implements DiceSource {
  #source: DiceSource | undefined;
  #used = 0;

  constructor(
    private readonly open: GameDice,
    private readonly playerSeed: string,
    readonly firstNonce: number,
  ) {}

  get nextNonce(): number {
    return this.firstNonce + this.#used;
  }

  roll(kind: DiceKind, purpose: string): DiceRoll {
    this.#source ??= this.open(this.playerSeed, this.firstNonce);
    this.#used += 1;
    return this.#source.roll(kind, purpose);
  }
}

/**
 * Dice for checking a start before the seeds exist (4.2, 4.5): every die shows its lowest face. What they roll
 * is thrown away with the trial; only whether the rules accept the start counts.
 */
export const TRIAL_DICE: DiceSource = {
  roll: (kind, purpose) => {
    const faces = DICE[kind].dice.map((die) => die.min);
    return { kind, purpose, nonce: 0, faces, value: DICE[kind].value(faces) };
  },
};
