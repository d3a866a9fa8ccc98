/**
 * Pure deciders above the career: the two-player game (13.1) with its per-viewer view, tournaments (13.2–13.5)
 * and the wolfpack convoy battle (13.5.4), players' accounts (docs/accounts.md), and the audit verifiers of their exports.
 */
export * as duel from './duel';
export * as tournament from './tournament';
export * as wolfpack from './wolfpack';
export * as accounts from './accounts';
export { AUDIT_VERIFIERS } from './audit-verifiers';
