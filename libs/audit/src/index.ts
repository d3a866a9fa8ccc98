/**
 * The audit of a disputed result (pure: no database, no clock). Export a career, a two-player game or a tournament
 * as NDJSON with a hash chain, the revealed seeds and the chart pack; verify it offline: (a) the chain, (b) every
 * roll from the seeds, (c) a byte-identical replay of the recorded commands through decide, (d) the published
 * results. Careers are verified here, games and tournaments by libs/play's verifiers (AUDIT_VERIFIERS). Used by
 * the CLI (`periscope audit`), the server (GET /…/export, /audit) and the browser's audit (a Web Worker).
 */
export { chainHash, eventText } from './chain';
export { exportLines, exportStreams, toNdjson } from './export';
export { holdsSealed, SEALED, sealedPrefixOf, sealValues } from './seal';
export type { ExportInput, SourceEvent, StreamInput } from './export';
export { ENGINE_VERSION, EXPORT_FORMAT, EXPORT_FORMAT_VERSION, GENESIS_HASH } from './format';
export type * from './format';
export { at, CHECKS, foldOrStop } from './findings';
export type { EventRef } from './findings';
export { firstDifference } from './difference';
export type { Difference } from './difference';
export { checkRolls } from './roll-check';
export { foundRolls } from './rolls';
export type { FoundRoll } from './rolls';
export type { CheckName, Finding } from './findings';
export { parseEvent } from './envelope';
export { NotAnExport, RawEvent, readExport } from './read';
export type { ExportLines } from './read';
export { parseEvents, parseExport, parseLines } from './parse';
export type { ParsedEvent } from './parse';
export { MAX_FINDINGS } from './report';
export type { AuditReport, CheckSummary, StreamSummary } from './report';
export { reportFrom, STREAM_VERIFIERS, verifyExport, verifyLines, verifyStreams } from './verify';
export { AuditPool } from './parallel/audit-pool';
export type { AuditPoolOptions } from './parallel/audit-pool';
export { startWorker } from './parallel/start-worker';
export type { StreamsVerdict, VerifyOptions } from './verify';
export { revealedSeeds } from './stream-verifier';
export type {
  ExportStreams,
  StreamContext,
  StreamResults,
  StreamVerdict,
  StreamVerifier,
} from './stream-verifier';
export { RecordedDice, ReplayDiceError } from './rolls';
export {
  fileRuling,
  RULING_EVENT_TYPES,
  RULINGS_CATEGORY,
  rulingProblem,
  RulingRefused,
  rulingsStream,
  rulingsThatStand,
} from './rulings';
export type { Ruling, RulingFiled, SubjectEvent } from './rulings';
export type { RulingView } from './rulings-check';
export { careerResult, CLOSES_ENCOUNTER } from './career/career-result';
export type { CareerResult } from './career/career-result';
export { careerVerifier } from './career/career-verifier';
export { replayDivergence } from './career/compare-batch';
export type { LineEvent } from './career/command-lines';
export {
  careerExportInput,
  careerStreamName,
  careerStreams,
  chartPackOf,
  exportCareer,
} from './career/export-career';
export type { CareerExportInput } from './career/export-career';
export { botCareersExport, recordBotCareer, recordCommands } from './record';
export type { RecordedCareer } from './record';
