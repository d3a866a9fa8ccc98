/**
 * Pure deciders above the career: the two-player game (13.1) with its per-viewer view, tournaments (13.2–13.5)
 * and the wolfpack convoy battle (13.5.4), and the audit verifiers of their exports.
 */
export * as duel from './duel';
export * as tournament from './tournament';
export * as wolfpack from './wolfpack';
export { AUDIT_VERIFIERS } from './audit-verifiers';
