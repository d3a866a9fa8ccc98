// The dice of The Hunted (3.4): what a roll is, and the shape every dice source hands the engine.

export const DICE_KINDS = ['1d6', '2d6', '3d6', 'd66', '1d10', 'd100', '1d20'] as const;
export type DiceKind = (typeof DICE_KINDS)[number];

/** One roll as the engine stores it inside its event: enough for anyone to recompute it. */
export interface DiceRoll {
  readonly kind: DiceKind;
  /** Why it was rolled, e.g. 'E2 escort detection'. Stored, not part of the HMAC message. */
  readonly purpose: string;
  readonly nonce: number;
  /** Raw faces in reading order: d66 [tens, units], d100 [tens 0–9, units 0–9]. */
  readonly faces: readonly number[];
  readonly value: number;
}

export interface DiceSource {
  roll(kind: DiceKind, purpose: string): DiceRoll;
}

/** The faces one die of a kind can show, lowest to highest. */
export interface DieFaces {
  readonly min: number;
  readonly max: number;
}

const d6: DieFaces = { min: 1, max: 6 };
const digit: DieFaces = { min: 0, max: 9 };
const sum = (faces: readonly number[]) => faces.reduce((total, face) => total + face, 0);

export const DICE: Record<
  DiceKind,
  { dice: readonly DieFaces[]; value: (faces: readonly number[]) => number }
> = {
  '1d6': { dice: [d6], value: sum },
  '2d6': { dice: [d6, d6], value: sum },
  '3d6': { dice: [d6, d6, d6], value: sum },
  // d66: two coloured d6 read as tens and units, 11..66 (3.4).
  d66: { dice: [d6, d6], value: ([tens, units]) => tens * 10 + units },
  '1d10': { dice: [{ min: 1, max: 10 }], value: sum },
  // d100: 1d10 + 1d10 read as tens and units, "00" = 100 (3.4).
  d100: { dice: [digit, digit], value: ([tens, units]) => tens * 10 + units || 100 },
  '1d20': { dice: [{ min: 1, max: 20 }], value: sum },
};

export const isDiceKind = (kind: unknown): kind is DiceKind => DICE_KINDS.includes(kind as DiceKind);

/** Why these faces cannot come from this kind, or undefined when they can. */
export function facesProblem(kind: DiceKind, faces: readonly number[]): string | undefined {
  const { dice } = DICE[kind];
  if (faces.length !== dice.length) return `${kind} has ${dice.length} faces, got ${faces.length}`;
  const bad = faces.findIndex(
    (face, i) => !Number.isInteger(face) || face < dice[i].min || face > dice[i].max,
  );
  if (bad < 0) return undefined;
  return `${kind} face ${faces[bad]} is out of range ${dice[bad].min}–${dice[bad].max}`;
}
