import {
  BOX_KINDS,
  defaultChartPack as charts,
  E1_COLUMN_IDS,
  type BoxKind,
  type E1ColumnId,
} from '../../charts';
import { SeededDice } from '../../dice';
import { exactOdds, outliers } from '../../testing';
import { enterNextBox, patrolThrough, started } from './career.fixtures';
import { decide } from '../decide';
import type { EncounterRolled } from '../model/events';
import { fold } from '../evolve';
import { initialState } from '../model/state';
import { columnFor } from '../patrol/travel';

// Statistical fidelity of [E1] (8.2): for every column, the printed results of N encounter rolls made through
// decide(EnterNextBox) against the exact odds of 2d6 + the column's modifier, every frequency within 4σ.
const N = 4_000;

/** 7.3.3: the Strait of Gibraltar rolls on the additional-round column at −3; no other box is modified. */
const MODIFIER: Partial<Record<E1ColumnId, number>> = { additionalRoundOrGibraltar: -3 };

/** A box kind that rolls on the column (8.2, 4.7.1, 7.3.3, 7.4.1). */
function boxKindFor(column: E1ColumnId): BoxKind {
  const kind = BOX_KINDS.find(
    (k) => columnFor({ code: k, kind: k, rolls: 1, onStation: false }, charts) === column,
  );
  if (!kind) throw new Error(`no box rolls on the ${column} column`);
  return kind;
}

describe(`[E1] encounters over ${N.toLocaleString('en-US')} rolls per column`, () => {
  it.each(E1_COLUMN_IDS)('%s', (column) => {
    const kind = boxKindFor(column);
    const state = fold([started('VIIC', '1943-08'), patrolThrough([kind])], initialState());
    const dice = new SeededDice({ serverSeed: 'e1-statistics', playerSeed: column });
    const modifier = MODIFIER[column] ?? 0;
    const counts = new Map<string, number>();
    for (let i = 0; i < N; i++) {
      const rolled = decide(state, enterNextBox, dice, charts).find(
        (e): e is EncounterRolled => e.type === 'EncounterRolled',
      );
      if (!rolled) throw new Error(`no [E1] roll entering a ${kind} box`);
      const { roll, printed } = rolled.data;
      if (rolled.data.column !== column || roll.total !== roll.natural + modifier)
        throw new Error(`rolled on ${rolled.data.column} at ${roll.total - roll.natural}`);
      counts.set(printed, (counts.get(printed) ?? 0) + 1);
    }
    expect(outliers(counts, exactOdds(charts.E1.columns[column], modifier), N)).toEqual([]);
  });
});
