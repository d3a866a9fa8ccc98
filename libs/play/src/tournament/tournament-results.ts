import { isDeepStrictEqual } from 'node:util';
import {
  at,
  careerStreamName,
  parseEvents,
  type ExportStreams,
  type Finding,
  type LineEvent,
  type ParsedEvent,
  type Ruling,
  type StreamResults,
} from '@periscope/audit';
import { DEFAULT_CAMPAIGN, type CareerStarted } from '@periscope/rules';
import { campaignOfTerms } from '../campaign-terms';
import { typeRuleOf } from './decide';
import { packPlayerSeed } from '../wolfpack/coordinator';
import { boatCareer, tournamentPatrolEvents } from '../wolfpack/tournament-patrol';
import { entrantCareer, tallyOf, type EntrantCareer } from './career-tally';
import type { EntrantAdjudicated, TournamentTerms } from './events';
import { packStreamName } from './export-tournament';
import { standings } from './standings';
import type { Entrant, TournamentState } from './state';

/** What the replay of a tournament learnt, for (d). */
export interface TournamentFacts {
  readonly events: readonly LineEvent[];
  /** Folded from the stored events; null when one did not fold. */
  readonly state: TournamentState | null;
  /** The revealed seed, once it holds to its commitment; null otherwise. */
  readonly seed: string | null;
  readonly sealed: boolean;
}

/**
 * (d) for a tournament: the standings (individual, packs, survival, the winners) recomputed from the tournament's
 * state and each entrant's career in the export, its rulings that stand applied (T-ADJUDICATE), the withdrawals and
 * disqualifications honoured; each career started as the tournament and its registration say; each adjudication
 * filed as a ruling that stands; the packs' coordinators rolling on the tournament's seed (W-DRM).
 */
export function tournamentResults(facts: TournamentFacts, streams: ExportStreams): StreamResults | null {
  const { state } = facts;
  if (!state?.terms || !state.tournamentId) return null;
  const terms = state.terms;
  const findings: Finding[] = [];
  const careers = new Map<string, EntrantCareer>();
  for (const entrant of state.entrants) {
    const stream = careerStreamName(entrant.careerId);
    if (!streams.entries.some((s) => s.stream === stream)) {
      findings.push(missingCareer(facts.events, entrant, stream));
      continue;
    }
    const events = parseEvents(streams.events(stream));
    findings.push(...startProblems(entrant, terms, events));
    careers.set(entrant.careerId, countedCareer(terms, events, streams.rulingsOn(stream)));
  }
  findings.push(...unfiledRulings(facts.events, streams), ...packSeedProblems(facts, state, streams));
  const board = standings(state, (careerId) => careers.get(careerId));
  return { result: { ...board }, findings, rules: standingRules(terms) };
}

/** The career as the tournament counts it: a wolfpack boat's first patrol only (W-END, W-HOME), else all of it. */
function countedCareer(
  terms: TournamentTerms,
  events: readonly ParsedEvent[],
  rulings: readonly Ruling[],
): EntrantCareer {
  return terms.format === 'wolfpack'
    ? boatCareer(tallyOf(tournamentPatrolEvents(events), rulings))
    : entrantCareer(tallyOf(events, rulings));
}

const standingRules = (terms: TournamentTerms): Record<string, string> => {
  const ranked = terms.scoring === 'survival' ? '13.3' : '13.2';
  return { individual: ranked, winner: ranked, survival: '13.3', packs: '13.5.1', winningPack: '13.5.1' };
};

function missingCareer(events: readonly LineEvent[], entrant: Entrant, stream: string): Finding {
  const registration = events.find(
    (e) => e.type === 'EntrantRegistered' && (e.data as { careerId?: unknown }).careerId === entrant.careerId,
  );
  return {
    check: 'results',
    ...(registration ? at(registration) : { line: 1 }),
    rule: '13',
    expected: stream,
    found: null,
    message: `${entrant.name}'s career ${stream} is not in the export: the standings cannot count it`,
    code: 'careerMissing',
    params: { name: entrant.name },
  };
}

/**
 * 13.2, 13.4, 13.5.2: the entrant's career starts under the tournament's campaign, with the type he registered and
 * the tournament's month.
 */
function startProblems(entrant: Entrant, terms: TournamentTerms, events: readonly ParsedEvent[]): Finding[] {
  const start = events[0];
  if (start?.type !== 'CareerStarted') return []; // the career's own audit says so
  const data = start.data as CareerStarted['data'];
  const typeRule = typeRuleOf(terms);
  const checks = [
    {
      path: 'data.campaign.id',
      rule: '13',
      expected: campaignOfTerms(terms).id,
      found: (data.campaign ?? DEFAULT_CAMPAIGN).id,
    },
    { path: 'data.uboatType', rule: typeRule, expected: entrant.uboatType, found: data.uboatType },
    { path: 'data.startDate', rule: '13.2', expected: terms.startDate, found: data.startDate },
  ];
  return checks
    .filter((c) => c.expected !== c.found)
    .map((c) => ({
      check: 'results',
      ...at(start),
      ...c,
      message: `${entrant.name} entered the tournament with ${c.expected}; his career started with ${c.found}`,
      code: 'entrantStart',
      params: { name: entrant.name },
    }));
}

/** T-ADJUDICATE: every ruling the tournament records is filed in the career's rulings stream, and stands. */
function unfiledRulings(events: readonly LineEvent[], streams: ExportStreams): Finding[] {
  return events
    .filter((e) => e.type === 'EntrantAdjudicated')
    .flatMap((event) => {
      const { careerId, ruling } = event.data as EntrantAdjudicated['data'];
      const stream = careerStreamName(careerId);
      const stands = streams.rulingsOn(stream).some((r) => isDeepStrictEqual(r, ruling));
      if (stands) return [];
      return [
        {
          check: 'results' as const,
          ...at(event),
          rule: 'T-ADJUDICATE',
          path: 'data.ruling',
          expected: ruling,
          found: null,
          message: `the ruling is not filed in rulings-${careerId} as a ruling that stands on ${stream}`,
          code: 'rulingNotFiled',
        },
      ];
    });
}

/** W-DRM: each pack's coordinator rolls on the tournament's seed with the player seed `wolfpack:<pack name>`. */
function packSeedProblems(facts: TournamentFacts, state: TournamentState, streams: ExportStreams): Finding[] {
  const tournamentId = state.tournamentId as string;
  if (!facts.sealed && facts.seed === null) return []; // a wrong seed: reported on TournamentCreated
  return state.packs.flatMap((pack, n) => {
    const entry = streams.entries.find((s) => s.stream === packStreamName(tournamentId, n));
    if (!entry) return [];
    const expected = facts.sealed
      ? 'sealed'
      : { serverSeed: facts.seed, playerSeed: packPlayerSeed(pack.name) };
    if (isDeepStrictEqual(entry.seeds, expected)) return [];
    return [
      {
        check: 'rolls' as const,
        line: 1,
        stream: entry.stream,
        rule: '13.5.4',
        path: 'header.streams.seeds',
        expected,
        found: entry.seeds,
        message: `pack ${pack.name}'s coordinator rolls on the tournament's seed with its own player seed`,
        code: 'packOwnSeed',
        params: { pack: pack.name },
      },
    ];
  });
}
