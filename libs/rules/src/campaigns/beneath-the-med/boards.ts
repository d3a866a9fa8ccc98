import { ChartPackInvalid, type Sourced } from '../../charts';
import { arr, int, obj, oneOf, refine, sourced, type Check } from '../../charts/schema';
import { routesCheck, type MedRoute, type MedRouteId } from './assignment';
import { MED_CLASSES, type MedClass } from './vocabulary';
import { reason } from '../../charts/pack-reasons';

/** One class's status board, as far as a career's start reads it (4.4, 4.5, 4.6, 6.2.2). */
export interface MedBoard {
  readonly class: MedClass;
  /** 4.5: the torpedo its tubes take (W200 only on the Cagni, 45 cm). */
  readonly torpedo: Sourced<'W270' | 'W200'>;
  readonly bowTubes: Sourced<number>;
  readonly sternTubes: Sourced<number>;
  readonly bowReloads: Sourced<number>;
  readonly sternReloads: Sourced<number>;
  /** 4.5 step 1: the tube boxes plus the reloads. */
  readonly torpedoLoad: Sourced<number>;
  readonly deckGuns: Sourced<number>;
  /** 7.3.4, 7.5.8: its twin 13.2 mm AA mounts (004 L1908-1911, L2130-2132). */
  readonly aaMounts: Sourced<number>;
  /** 4.6: the ammunition points of its guns. */
  readonly deckGunAmmo: Sourced<number>;
  /** 6.2.2: the months a patrol lasts. */
  readonly patrolMonths: Sourced<1 | 2>;
}

export interface StatusBoardsChart {
  readonly built: true;
  readonly boards: readonly MedBoard[];
  /** The travel boxes of each kind of patrol (D6). */
  readonly routes: Readonly<Record<MedRouteId, MedRoute>>;
}

const count = (max: number) => obj({ value: int({ min: 0, max }), ...sourced });

/** Every class once; a board's tubes and reloads add up to its torpedo load (4.5 step 1). */
export const statusBoardsCheck = (built: Record<string, Check>): Check =>
  obj({
    ...built,
    boards: refine(
      arr(
        refine(
          obj({
            class: oneOf(MED_CLASSES),
            torpedo: obj({ value: oneOf(['W270', 'W200']), ...sourced }),
            bowTubes: count(8),
            sternTubes: count(8),
            bowReloads: count(30),
            sternReloads: count(30),
            torpedoLoad: count(40),
            deckGuns: count(2),
            aaMounts: count(2),
            deckGunAmmo: count(40),
            patrolMonths: obj({ value: oneOf([1, 2]), ...sourced }),
          }),
          'a board whose tubes and reloads add up to its torpedo load',
          (v, p) => {
            const b = v as MedBoard;
            const sum = b.bowTubes.value + b.sternTubes.value + b.bowReloads.value + b.sternReloads.value;
            if (sum !== b.torpedoLoad.value)
              throw new ChartPackInvalid(p, reason('tubesAndReloads', { sum, load: b.torpedoLoad.value }));
          },
        ),
        'board',
        { length: MED_CLASSES.length },
      ),
      'one board for each of the twelve classes',
      (v, p) => {
        const classes = new Set((v as MedBoard[]).map((b) => b.class));
        if (classes.size !== MED_CLASSES.length) throw new ChartPackInvalid(p, reason('boardPerClass'));
      },
    ),
    routes: routesCheck,
  });

/** The board of a class. */
export const medBoardOf = (chart: StatusBoardsChart, cls: MedClass): MedBoard =>
  chart.boards.find((b) => b.class === cls) as MedBoard;
