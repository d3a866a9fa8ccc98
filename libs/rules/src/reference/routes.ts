import type { BoxKind, ChartPack, PatrolRoute } from '../charts';
import { mainlyReconstructed } from './provenance';

// The patrol routes (rows of travel boxes) as a client draws them.

export interface RouteReference {
  readonly id: string;
  /** The types that fly the row, as the reconstruction writes them. */
  readonly usedBy: string;
  readonly patrol: string;
  readonly boxes: readonly {
    readonly code: string;
    readonly kind: BoxKind;
    /** Encounter rolls in the box (x2, x3 boxes). */
    readonly rolls: number;
    readonly onStation: boolean;
  }[];
  /**
   * The row's first source, the one that wins, is `hist…` or `designed…`: the seeds print only the VIIC's Arctic
   * row, the others are laid out from the rules' box counts and design proposals.
   */
  readonly reconstructed: boolean;
}

const routeOf = (route: PatrolRoute): RouteReference => ({
  id: route.id,
  usedBy: route.usedBy,
  patrol: route.patrol,
  boxes: route.boxes.map(({ code, kind, rolls, onStation }) => ({ code, kind, rolls, onStation })),
  reconstructed: mainlyReconstructed(route.provenance),
});

export const routesReference = (charts: ChartPack): RouteReference[] =>
  charts.patrolRoutes.routes.map(routeOf);
