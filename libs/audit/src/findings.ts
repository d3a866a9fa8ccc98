/**
 * The four checks of an audit:
 *   chain    (a) every line hashes to its hash and links to the line before; revisions run on; nothing cut off;
 *   rolls    (b) the server seed matches its commitment and every roll recomputes from (serverSeed, playerSeed, nonce);
 *   replay   (c) the recorded commands, re-run through decide from the start, give the same events byte for byte;
 *   results  (d) what was published (tonnage, standings, victory levels) recomputes from the events.
 */
export const CHECKS = ['chain', 'rolls', 'replay', 'results'] as const;
export type CheckName = (typeof CHECKS)[number];

/**
 * What a finding says, for the clients to word in their reader's language (docs/i18n.md "The audit"): each is a key
 * `finding.<code>` of the web client's catalogues, filled with the finding's `params`. `message` stays the English
 * sentence with every detail, for an English reader and the JSON report.
 */
export const FINDING_CODES = [
  'afterTrailer',
  'notEventLine',
  'eventNotJson',
  'hashChanged',
  'prevHash',
  'streamNotListed',
  'streamResumes',
  'revisionMissing',
  'revisionOrder',
  'notTrailer',
  'trailerCount',
  'trailerHead',
  'headerCount',
  'noTrailer',
  'unparsed',
  'noCommand',
  'noDiceRange',
  'notCanonical',
  'otherCommand',
  'commandRefused',
  'noMoreEvents',
  'nonceGap',
  'publishedDiffers',
  'foldedTonnage',
  'sealedSeeds',
  'notCareerStart',
  'otherPack',
  'wrongSeed',
  'otherPlayerSeed',
  'diceEnd',
  'eventAdded',
  'eventRemoved',
  'otherEvent',
  'valueDiffers',
  'keyOrder',
  'noVerifier',
  'unknownPack',
  'publishedStream',
  'rollMismatch',
  'rollOutside',
  'notFolding',
  'rulingRefused',
  // the two-player game (libs/play/src/duel)
  'seatSeed',
  'seatManoeuvre',
  'forfeitNumber',
  'forfeitOwed',
  'startedEarly',
  'playerSeedCombined',
  'gameResult',
  'diceStart',
  'heldCommand',
  'heldWithoutRoll',
  'otherCareerEvents',
  'notRolledYet',
  'serverActedEarly',
  // the tournament and its wolfpacks (libs/play/src/tournament, wolfpack)
  'noCommitment',
  'tournamentPlayerSeed',
  'careerMissing',
  'entrantStart',
  'rulingNotFiled',
  'packOwnSeed',
  'packInconsistent',
  'packPlayerSeed',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

/** One divergence: where (line, event), the rule involved if any, what was expected and what was found. */
export interface Finding {
  readonly check: CheckName;
  /** 1-based line of the export file. */
  readonly line: number;
  readonly stream?: string;
  readonly revision?: number;
  /** The event's type. */
  readonly type?: string;
  /** The rule of the roll or event concerned, e.g. '9.2.3'. */
  readonly rule?: string;
  /** Where in the event, e.g. `data.roll.faces`. */
  readonly path?: string;
  readonly expected?: unknown;
  readonly found?: unknown;
  readonly message: string;
  /** The sentence in any language: a code and the values it names (FINDING_CODES). */
  readonly code?: FindingCode;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** Where a finding is: the event it concerns. */
export interface EventRef {
  readonly line: number;
  readonly stream: string;
  readonly revision: number;
  readonly type: string;
}

export const at = (event: EventRef) => ({
  line: event.line,
  stream: event.stream,
  revision: event.revision,
  type: event.type,
});

/**
 * Folds one event with an aggregate's evolve; null (and a finding) when it does not fold: the replay cannot go on.
 */
export function foldOrStop<S, E>(
  evolve: (state: S, event: E) => S | undefined,
  state: S,
  event: EventRef & { readonly data: unknown },
  findings: Finding[],
): S | null {
  try {
    const next = evolve(state, event as unknown as E);
    if (next === undefined) throw new Error(`evolve does not know ${event.type}`);
    return next;
  } catch (error) {
    const message = `the event does not fold (${(error as Error).message}): the replay stops here`;
    findings.push({ check: 'replay', ...at(event), message, code: 'notFolding' });
    return null;
  }
}

// E-AUDIT-FIRST: at the same line, the most telling finding first (a roll that does not recompute says more than a hash).
const PRECEDENCE: Record<CheckName, number> = { rolls: 0, replay: 1, results: 2, chain: 3 };

/** Findings in the order of the file; the first is the first divergence. */
export const byLine = (a: Finding, b: Finding): number =>
  a.line - b.line || PRECEDENCE[a.check] - PRECEDENCE[b.check];
