/** The paper U-boat board (3.1), the patrol route strip (8.0) and the combat mat (3.2) of a career's screen. */
export { UBoatBoard } from './UBoatBoard';
export { RouteStrip } from './RouteStrip';
export { CombatMat } from './CombatMat';
