/** Beneath the Med (seed 004): its vocabulary, rule-text constants and pack charts, read by career/med. */
export { MED_BASES, MED_CLASSES, MED_RANKS, MED_TORPEDOES, isMedClass } from './vocabulary';
export type { MedBase, MedClass, MedCrewQuality, MedRank, MedTorpedo } from './vocabulary';
export { MED_START } from './start-rules';
export { medBoardOf } from './boards';
export type { MedBoard, StatusBoardsChart } from './boards';
export { MED_AREAS, MED_MISSIONS, MED_ROUTE_IDS } from './assignment';
export type {
  AssignmentChart,
  AssignmentColumn,
  MedArea,
  MedAssignment,
  MedBoxKind,
  MedMission,
  MedRoute,
  MedRouteId,
} from './assignment';
