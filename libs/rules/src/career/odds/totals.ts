import { rowFor, type RollTable } from '../../charts';
import { DICE, type DiceKind } from '../../dice';

/** Every way the dice of a kind can fall, each with its faces and its chance (2d6: 36 ways of 1/36). */
export function faceLists(kind: DiceKind): number[][] {
  return DICE[kind].dice.reduce<number[][]>(
    (lists, die) =>
      lists.flatMap((faces) =>
        Array.from({ length: die.max - die.min + 1 }, (_, i) => [...faces, die.min + i]),
      ),
    [[]],
  );
}

/** Every total a die kind can show with its exact probability, by enumerating the faces (2d6: 7 → 6/36). */
export function totalOdds(kind: DiceKind): Map<number, number> {
  const lists = faceLists(kind);
  const odds = new Map<number, number>();
  for (const faces of lists) {
    const value = DICE[kind].value(faces);
    odds.set(value, (odds.get(value) ?? 0) + 1 / lists.length);
  }
  return odds;
}

/** Exact odds of each result of a chart rolled once with a net modifier. */
export function exactOdds<R>(table: RollTable<R>, modifier = 0): Map<R, number> {
  const odds = new Map<R, number>();
  for (const [total, p] of totalOdds(table.die as DiceKind)) {
    const { result } = rowFor(table, total + modifier);
    odds.set(result, (odds.get(result) ?? 0) + p);
  }
  return odds;
}
