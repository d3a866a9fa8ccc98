export { DICE, DICE_KINDS, facesProblem, isDiceKind } from './dice';
export type { DiceKind, DiceRoll, DiceSource, DieFaces } from './dice';
export { SeededDice, seededRoll } from './seeded-dice';
export type { DiceSeeds } from './seeded-dice';
export { combinePlayerSeeds, commitment, verifyCommitment, verifyRoll, verifyRolls } from './fairness';
export type { Verdict } from './fairness';
export { ScriptedDice, ScriptedDiceError } from './scripted-dice';
export type { DiceScript } from './scripted-dice';
