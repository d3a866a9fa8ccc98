import { ChartPackInvalid } from './chart-pack-invalid';
import { PATROL_ROUTES } from './patrol-routes.data';
import {
  arr,
  bool,
  Check,
  described,
  int,
  jsonOf,
  obj,
  oneOf,
  optional,
  record,
  refine,
  sourced,
  str,
} from './schema';
import { PATROL_AREAS, UBOAT_TYPES } from './vocabulary';
import { BOX_KINDS, type PatrolRoute, ACCESS_RESULTS, type PatrolRoutes } from './patrol-routes.types';
import { reason } from './pack-reasons';

// ---- Patrol routes: the rows of travel boxes on the boards (reconstructed; the seeds print only the VIIC Arctic row) ----

export const ROUTES: PatrolRoutes = PATROL_ROUTES;

export function routeById(routes: PatrolRoutes, id: string): PatrolRoute {
  const route = routes.routes.find((r) => r.id === id);
  if (!route) throw new RangeError(`no patrol route ${id}`);
  return route;
}

// ---- Validation ----

const box = obj({
  code: str,
  kind: oneOf(BOX_KINDS),
  rolls: int({ min: 1, max: 3 }),
  onStation: bool,
  permanentArcticReminder: optional(bool),
});

const route = obj({
  id: str,
  usedBy: str,
  patrol: str,
  boxes: arr(box, 'box'),
  totals: obj({ boxes: int({ min: 1 }), rolls: int({ min: 1 }), onStationRolls: int({ min: 0 }) }),
  ...sourced,
});

const ACCESS_SHAPES: Record<string, Check> = {
  route: obj({
    kind: oneOf(['route']),
    route: str,
    mission: optional(oneOf(['mines', 'minesUnlessAbwehr', 'none'])),
    laterRoute: optional(str),
    base: optional(oneOf(['norway'])),
    penangCheck: optional(obj({ onOrBelow: int({ min: 1, max: 6 }), route: str })),
    ...sourced,
  }),
  readAs: obj({
    kind: oneOf(['readAs']),
    area: oneOf(PATROL_AREAS),
    route: optional(str),
    mission: optional(oneOf(['mines'])),
    note: optional(str),
    ...sourced,
  }),
  reroll: obj({ kind: oneOf(['reroll']), ...sourced }),
  notApplicable: obj({ kind: oneOf(['notApplicable']), note: str, ...sourced }),
  penang: obj({
    kind: oneOf(['penang']),
    returnHome: str,
    indianOcean: str,
    australia: str,
    ...sourced,
  }),
};

/** A cell of the access table: its `kind` says which shape it has. */
const access: Check = described(
  (v, p) => {
    const kind = (v as { kind?: unknown }).kind;
    oneOf(Object.keys(ACCESS_SHAPES))(kind, [...p, 'kind']);
    ACCESS_SHAPES[kind as string](v, p);
  },
  { oneOf: Object.values(ACCESS_SHAPES).map(jsonOf) },
);

/** Routes must be consistent (totals match the boxes) and every route an access cell names must exist. */
export const ROUTES_SCHEMA: Check = refine(
  obj({
    routes: arr(route, 'route'),
    access: record(ACCESS_RESULTS, record(UBOAT_TYPES, access)),
    boxKinds: arr(obj({ code: str, meaning: str, e1Column: str, ...sourced }), 'kind'),
    rules: arr(obj({ rule: str, ...sourced }), 'rule'),
    missions: arr(obj({ mission: str, when: str, where: str, ...sourced }), 'mission'),
    endBoxes: arr(obj({ base: str, firstBox: str, lastBox: str, ...sourced }), 'base'),
  }),
  "each route's id is unique and its totals match its boxes; every route an access cell names exists",
  (v, p) => {
    const data = v as PatrolRoutes;
    const ids = new Set<string>();
    data.routes.forEach((r, i) => {
      const at = [...p, 'routes', { label: 'route', index: i }];
      if (ids.has(r.id)) throw new ChartPackInvalid([...at, 'id'], reason('twice', { value: r.id }));
      ids.add(r.id);
      const rolls = r.boxes.reduce((sum, b) => sum + b.rolls, 0);
      const onStation = r.boxes.filter((b) => b.onStation).reduce((sum, b) => sum + b.rolls, 0);
      if (
        r.totals.boxes !== r.boxes.length ||
        r.totals.rolls !== rolls ||
        r.totals.onStationRolls !== onStation
      )
        throw new ChartPackInvalid(
          [...at, 'totals'],
          reason('routeTotals', { boxes: r.boxes.length, rolls, onStation }),
        );
    });
    for (const [result, byType] of Object.entries(data.access))
      for (const [type, cell] of Object.entries(byType)) {
        const named = [
          'route' in cell ? cell.route : undefined,
          'laterRoute' in cell ? cell.laterRoute : undefined,
          'penangCheck' in cell ? cell.penangCheck?.route : undefined,
          ...(cell.kind === 'penang' ? [cell.returnHome, cell.indianOcean, cell.australia] : []),
        ];
        for (const id of named)
          if (id !== undefined && !ids.has(id))
            throw new ChartPackInvalid([...p, 'access', result, type], reason('unknownRoute', { route: id }));
      }
  },
);
