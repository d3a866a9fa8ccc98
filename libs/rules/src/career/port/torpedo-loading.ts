import type { HomingPeriod, TorpedoMix, UBoatBoard, YearMonth } from '../../charts';
import type { TorpedoLoadout, TorpedoType } from '../model/state';

// 4.5: the torpedoes a boat carries out of the yard, and again after each refit (10.11).

const homingPeriod = (date: YearMonth): HomingPeriod =>
  date <= '1943-07' ? '1943-07' : date >= '1945-01' ? '1945-01..1945-05' : '1943-08..1944-12';

/** `n` torpedoes of a type. */
function times(n: number, type: TorpedoType): TorpedoType[] {
  const torpedoes = new Array<TorpedoType>(n); // a RangeError for a negative count, as Array(n).fill
  for (let i = 0; i < n; i++) torpedoes[i] = type;
  return torpedoes;
}

/** The first `count` torpedoes of a section in its tubes (null: a tube left empty). */
function tubes(section: readonly TorpedoType[], count: number): (TorpedoType | null)[] {
  const loaded = new Array<TorpedoType | null>(count);
  for (let i = 0; i < count; i++) loaded[i] = section[i] ?? null;
  return loaded;
}

/**
 * 4.5: each section's default mix, re-typed by `swaps` (positive: G7a→G7e, negative: G7e→G7a; forward section first),
 * one torpedo per tube (homing first, then G7e, then G7a), the rest in that section's reload box.
 */
export function loadTorpedoes(board: UBoatBoard, date: YearMonth, swaps: number): TorpedoLoadout {
  const homing = board.torpedoes.homingType[homingPeriod(date)].value;
  let left = swaps;
  const section = (mix: TorpedoMix | null): TorpedoType[] => {
    if (!mix) return [];
    const take = left > 0 ? Math.min(left, mix.g7aFat) : -Math.min(-left, mix.g7eFat);
    left -= take;
    // Before a type's homing torpedo is in service its slots carry G7e (interpretation in docs/interpretations.md).
    return [
      ...times(mix.homing, homing ?? 'g7eFat'),
      ...times(mix.g7eFat + take, 'g7eFat'),
      ...times(mix.g7aFat - take, 'g7aFat'),
    ];
  };
  const forward = section(board.torpedoes.forwardSection.value);
  const aft = section(board.torpedoes.aftSection.value);
  const bow = board.torpedoes.bowTubes.value;
  const stern = board.torpedoes.sternTubes.value;
  return {
    bowTubes: tubes(forward, bow),
    sternTubes: tubes(aft, stern),
    forwardReloads: forward.slice(bow),
    aftReloads: aft.slice(stern),
  };
}
