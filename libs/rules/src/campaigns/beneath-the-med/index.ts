/** Beneath the Med (seed 004): its vocabulary, rule-text constants and pack charts, read by career/med. */
export { isMedClass, MED_CLASSES, MED_RANKS } from './vocabulary';
export type { MedBase, MedClass, MedCrewQuality, MedRank, MedTorpedo } from './vocabulary';
export { inServiceFrom, MED_START } from './start-rules';
export { medBoardOf } from './boards';
export type { MedBoard } from './boards';
export { MED_AREAS } from './assignment';
export type {
  AssignmentChart,
  MedArea,
  MedAssignment,
  MedBoxKind,
  MedMission,
  MedRouteId,
} from './assignment';
export type { A3Result, A3Section, EncounterChart } from './encounters';
export { MED_ATTACK } from './attack-rules';
export { MED_ENEMY_SUBMARINE, SUBMARINE_RANGES } from './submarine-rules';
export { MED_RANGES } from './combat';
export type { MedRange } from './combat';
export { MED_PORT } from './port-rules';
export { MED_CREW_ADVANCES } from './crew-advances';
export type { MedAward, MedCrewAdvance } from './crew-advances';
