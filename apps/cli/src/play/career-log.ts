import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import {
  commitment,
  rollsIn,
  verifyCommitment,
  verifyRoll,
  type CareerCommand,
  type CareerEvent,
  type DiceSeeds,
} from '@periscope/rules';

/*
 * A career saved by `periscope play --save`: NDJSON, one header line, then one line per event with the command
 * that caused it and the dice nonces of its rolls. The server seed is kept in the header so that anyone holding
 * the file can recompute every roll (it is a local game: nobody else deals the dice).
 */

const LOG_FORMAT = 'periscope-career-log';

export interface LogHeader {
  readonly format: typeof LOG_FORMAT;
  readonly version: 1;
  readonly serverSeed: string;
  readonly playerSeed: string;
  /** sha256(serverSeed), as CareerStarted publishes it. */
  readonly seedCommitment: string;
}

export interface LogLine {
  /** The event's position in the career, from 0. */
  readonly seq: number;
  /** Which command caused it, from 0 (StartCareer). */
  readonly commandSeq: number;
  readonly command: CareerCommand;
  readonly event: CareerEvent;
  /** The nonces of the rolls inside the event. */
  readonly nonces: readonly number[];
  /** The nonce the next command's first roll uses: where the dice resume. */
  readonly nextNonce: number;
}

export interface CareerLogFile {
  readonly header: LogHeader;
  readonly lines: readonly LogLine[];
}

/** A file that is not a career log, or a line of it that does not parse. */
/** Why a file is no career log: not one (or another version), no seeds, a line not the next event, a line not JSON. */
export type CareerLogProblem = 'format' | 'seeds' | 'event' | 'json';

export class CareerLogError extends Error {
  override name = 'CareerLogError';

  constructor(
    message: string,
    readonly path: string,
    readonly problem: CareerLogProblem,
    readonly line = 1,
  ) {
    super(message);
  }
}

const json = (value: unknown): string => `${JSON.stringify(value)}\n`;

/** Appends each command's events to the file as they are decided. */
export class CareerLog {
  #seq: number;
  #commandSeq: number;

  private constructor(
    readonly path: string,
    lines: readonly LogLine[],
  ) {
    this.#seq = lines.length;
    this.#commandSeq = lines.length === 0 ? 0 : lines[lines.length - 1].commandSeq + 1;
  }

  /** A new file with its header; an existing file is never overwritten. */
  static create(path: string, seeds: DiceSeeds): CareerLog {
    const header: LogHeader = {
      format: LOG_FORMAT,
      version: 1,
      ...seeds,
      seedCommitment: commitment(seeds.serverSeed),
    };
    writeFileSync(path, json(header), { flag: 'wx' });
    return new CareerLog(path, []);
  }

  /** The log of a file read with readCareerLog, to append to. */
  static continuing(path: string, file: CareerLogFile): CareerLog {
    return new CareerLog(path, file.lines);
  }

  append(command: CareerCommand, events: readonly CareerEvent[], nextNonce: number): void {
    const lines = events.map((event) => ({
      seq: this.#seq++,
      commandSeq: this.#commandSeq,
      command,
      event,
      nonces: rollsIn(event.data).map((r) => r.nonce),
      nextNonce,
    }));
    this.#commandSeq += 1;
    appendFileSync(this.path, lines.map(json).join(''));
  }
}

export const readCareerLog = (path: string): CareerLogFile =>
  parseCareerLog(readFileSync(path, 'utf8'), path);

/** Whether a file's text starts with a career log's header (and not, say, a server's export). */
export const isCareerLog = (text: string): boolean => text.startsWith(`{"format":"${LOG_FORMAT}"`);

export function parseCareerLog(text: string, path: string): CareerLogFile {
  const [first, ...rest] = text.split('\n');
  const header = parse(first, 1, path) as Partial<LogHeader>;
  if (header.format !== LOG_FORMAT || header.version !== 1)
    throw new CareerLogError(`${path}: not a ${LOG_FORMAT} (version 1) file`, path, 'format');
  if (typeof header.serverSeed !== 'string' || typeof header.playerSeed !== 'string')
    throw new CareerLogError(`${path}: the header has no serverSeed and playerSeed`, path, 'seeds');
  const lines = rest.flatMap((text, i) => (text.trim() === '' ? [] : [parse(text, i + 2, path) as LogLine]));
  lines.forEach((line, i) => {
    if (line.seq !== i || typeof line.event?.type !== 'string' || !Number.isSafeInteger(line.nextNonce))
      throw new CareerLogError(
        `${path}: line ${i + 2} is not event ${i} of the career`,
        path,
        'event',
        i + 2,
      );
  });
  return { header: header as LogHeader, lines };
}

function parse(text: string, lineNo: number, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new CareerLogError(`${path}: line ${lineNo} is not JSON`, path, 'json', lineNo);
  }
}

/** Where the dice resume: after the last command's rolls. */
export const nextNonceOf = (file: CareerLogFile): number =>
  file.lines.length === 0 ? 0 : file.lines[file.lines.length - 1].nextNonce;

export interface Audit {
  readonly rolls: number;
  /** Rolls or seeds that do not match: the file was changed, or the dice were not these seeds'. */
  readonly problems: readonly string[];
  /** Nonces skipped or repeated: a die rolled and not recorded in an event. */
  readonly gaps: readonly string[];
}

/** Recomputes every roll of the file from the seeds in its header, and checks the published commitment. */
export function auditCareerLog({ header, lines }: CareerLogFile): Audit {
  const problems: string[] = [];
  const gaps: string[] = [];
  if (!verifyCommitment(header.serverSeed, header.seedCommitment))
    problems.push('the header seedCommitment is not sha256(serverSeed)');
  const started = lines[0]?.event;
  if (started?.type === 'CareerStarted' && started.data.seedCommitment !== header.seedCommitment)
    problems.push('CareerStarted publishes another seedCommitment than the header');
  const rolls = lines.flatMap((l) => rollsIn(l.event.data));
  rolls.forEach((r, i) => {
    const roll = { kind: r.dice, purpose: r.purpose, nonce: r.nonce, faces: r.faces, value: r.natural };
    const verdict = verifyRoll({ ...header, roll });
    if (!verdict.ok) problems.push(verdict.mismatch);
    const expected = i === 0 ? 0 : rolls[i - 1].nonce + 1;
    if (r.nonce !== expected) gaps.push(`roll #${i} has nonce ${r.nonce}, expected ${expected}`);
  });
  return { rolls: rolls.length, problems, gaps };
}
