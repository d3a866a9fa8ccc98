/**
 * The audit of a disputed result (pure: no database, no clock). Export a career, a two-player game or a tournament
 * as NDJSON with a hash chain, the revealed seeds and the chart pack; verify it offline: (a) the chain, (b) every
 * roll from the seeds, (c) a byte-identical replay of the recorded commands through decide, (d) the published
 * results. Careers are verified here, games and tournaments by libs/play's verifiers (AUDIT_VERIFIERS). Used by
 * the CLI (`periscope audit`), the server (GET /…/export, /audit) and the browser's audit (a Web Worker).
 */
export { exportLines, exportStreams, toNdjson } from './export';
export { holdsSealed, sealValues } from './seal';
export type { ExportInput, SourceEvent, StreamInput } from './export';
export type * from './format';
export { at, foldOrStop } from './findings';
export { checkRolls } from './roll-check';
export { foundRolls } from './rolls';
export { FINDING_CODES } from './findings';
export type { CheckName, Finding } from './findings';
export { parseEvent } from './envelope';
export { NotAnExport, RawEvent, readExport } from './read';
export { parseEvents, parseLines } from './parse';
export type { ParsedEvent } from './parse';
export type { AuditReport } from './report';
export { reportFrom, STREAM_VERIFIERS, verifyExport, verifyLines } from './verify';
export { AuditPool } from './parallel/audit-pool';
export { startWorker } from './parallel/start-worker';
export { revealedSeeds } from './stream-verifier';
export type {
  ExportStreams,
  StreamContext,
  StreamResults,
  StreamVerdict,
  StreamVerifier,
} from './stream-verifier';
export { RecordedDice, ReplayDiceError } from './rolls';
export { STREAMS, streamName } from './streams';
export type { StreamKind, StreamKindName } from './streams';
export { fileRuling, RULINGS_CATEGORY, RulingRefused, rulingsStream, rulingsThatStand } from './rulings';
export type { Ruling, RulingFiled, SubjectEvent } from './rulings';
export type { RulingView } from './rulings-check';
export { careerResult } from './career/career-result';
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
