import type { Provenance } from './provenance';
import { PATROL_AREAS, type PatrolArea, type UBoatType } from './vocabulary';

// The shapes of the patrol routes (patrol-routes.ts), apart so that its data file and the chart do not import each other.

export const BOX_KINDS = [
  'transit',
  'transitBayOfBiscay',
  'transitPenang',
  'gibraltar',
  'missionBox',
  ...PATROL_AREAS,
] as const;

export type BoxKind = (typeof BOX_KINDS)[number];

export interface RouteBox {
  /** The box as the reconstruction writes it: `T(B)`, `Tx2`, `Atl`, `M/A`, `Arc*`… */
  readonly code: string;
  readonly kind: BoxKind;
  /** [E1] rolls before advancing (x2 / x3 boxes). */
  readonly rolls: number;
  /** On-station boxes carry the patrol's name (14.9); the others are transit boxes. */
  readonly onStation: boolean;
  /** The last Arctic box carries the permanent-Arctic reminder (7.3.5). */
  readonly permanentArcticReminder?: boolean;
}

export interface PatrolRoute {
  readonly id: string;
  readonly usedBy: string;
  readonly patrol: string;
  readonly boxes: readonly RouteBox[];
  readonly totals: { readonly boxes: number; readonly rolls: number; readonly onStationRolls: number };
  readonly provenance: Provenance;
}

export const ACCESS_RESULTS = [...PATROL_AREAS.filter((a) => a !== 'australia'), 'penangNextPatrol'] as const;

export type AccessResult = Exclude<PatrolArea, 'australia'> | 'penangNextPatrol';

/** Which row a type flies for a [P1] (or Penang) result. */
export type RouteAccess = (
  | {
      readonly kind: 'route';
      readonly route: string;
      readonly mission?: 'mines' | 'minesUnlessAbwehr' | 'none';
      /** The first Mediterranean patrol flies `route`, later ones `laterRoute` (7.3.3). */
      readonly laterRoute?: string;
      readonly base?: 'norway';
      /** 1d6 ≤ onOrBelow: the boat is rebased to Penang and flies `route` instead (7.3.7). */
      readonly penangCheck?: { readonly onOrBelow: number; readonly route: string };
    }
  | {
      readonly kind: 'readAs';
      readonly area: PatrolArea;
      readonly route?: string;
      readonly mission?: 'mines';
      readonly note?: string;
    }
  | { readonly kind: 'reroll' }
  | { readonly kind: 'notApplicable'; readonly note: string }
  | {
      readonly kind: 'penang';
      readonly returnHome: string;
      readonly indianOcean: string;
      readonly australia: string;
    }
) & { readonly provenance: Provenance };

export interface PatrolRoutes {
  readonly routes: readonly PatrolRoute[];
  readonly access: Record<AccessResult, Record<UBoatType, RouteAccess>>;
  readonly boxKinds: readonly {
    readonly code: string;
    readonly meaning: string;
    readonly e1Column: string;
    readonly provenance: Provenance;
  }[];
  readonly rules: readonly { readonly rule: string; readonly provenance: Provenance }[];
  readonly missions: readonly {
    readonly mission: string;
    readonly when: string;
    readonly where: string;
    readonly provenance: Provenance;
  }[];
  readonly endBoxes: readonly {
    readonly base: string;
    readonly firstBox: string;
    readonly lastBox: string;
    readonly provenance: Provenance;
  }[];
}
