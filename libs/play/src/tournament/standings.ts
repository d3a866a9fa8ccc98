import type { YearMonth } from '@periscope/rules';
import { isAlive, type EntrantCareer, type Fate } from './career-tally';
import type { Scoring, TournamentBoat, TournamentFormat } from './formats';
import type { Entrant, TournamentPhase, TournamentState } from './state';

/** One line of the individual standings. `rank` is null for an entrant out of the ranking (`standing` says why). */
export interface StandingRow extends EntrantCareer {
  readonly rank: number | null;
  readonly careerId: string;
  readonly name: string;
  readonly number: number;
  readonly uboatType: TournamentBoat;
  readonly pack: string | null;
  /** ranked; withdrawn, disqualified (by the organiser); eliminated (13.3: sunk, captured or relieved). */
  readonly standing: 'ranked' | 'withdrawn' | 'disqualified' | 'eliminated';
  readonly reason: string | null;
}

export interface PackRow {
  readonly rank: number;
  readonly number: number;
  readonly name: string;
  /** 13.5.1: the members' summed tonnage (members withdrawn or disqualified add nothing). */
  readonly tonnage: number;
  readonly shipsSunk: number;
  readonly members: readonly string[];
  readonly afloat: number;
}

/** The survival board: who is alive, sunk or home, and on which patrol. */
export interface SurvivalRow {
  readonly careerId: string;
  readonly name: string;
  readonly fate: Fate;
  readonly alive: boolean;
  readonly patrol: number | null;
  readonly patrolsCompleted: number;
  readonly date: YearMonth | null;
}

export interface Standings {
  readonly tournamentId: string;
  readonly name: string;
  readonly format: TournamentFormat;
  readonly scoring: Scoring;
  readonly phase: TournamentPhase;
  readonly pausedFor: string | null;
  readonly individual: readonly StandingRow[];
  readonly packs: readonly PackRow[];
  readonly survival: readonly SurvivalRow[];
  /** Once finished: rank 1 (13.3, Q-39: none when nobody survived). */
  readonly winner: string | null;
  readonly winningPack: string | null;
}

const NOT_STARTED: EntrantCareer = {
  tonnage: 0,
  shipsSunk: 0,
  patrolsCompleted: 0,
  patrol: null,
  fate: 'notStarted',
  endReason: null,
  date: null,
};

/**
 * T-TIE: most tonnage (13.2), then more ships sunk, then fewer patrols completed (the same tonnage in less sea
 * time), then the earlier registration. The last is never equal: every rank is distinct.
 */
export function byStanding(a: StandingRow, b: StandingRow): number {
  return (
    b.tonnage - a.tonnage ||
    b.shipsSunk - a.shipsSunk ||
    a.patrolsCompleted - b.patrolsCompleted ||
    a.number - b.number
  );
}

function standingOf(entrant: Entrant, career: EntrantCareer, scoring: Scoring): StandingRow['standing'] {
  if (entrant.status !== 'in') return entrant.status;
  // 13.3, Q-39: only survivors rank; 13.2: alive or dead.
  return scoring === 'survival' && !isAlive(career.fate) ? 'eliminated' : 'ranked';
}

/**
 * The standings: a pure function of the tournament's state and each entrant's career, final or
 * current. The projection and every recomputation call it.
 */
export function standings(
  state: TournamentState,
  careerOf: (careerId: string) => EntrantCareer | undefined,
): Standings {
  const terms = state.terms;
  if (!terms || !state.tournamentId) throw new Error('standings of a tournament not created');
  const packName = new Map(state.packs.map((p) => [p.number, p.name]));
  const rows = state.entrants.map((entrant): StandingRow => {
    const career = careerOf(entrant.careerId) ?? NOT_STARTED;
    return {
      ...career,
      rank: null,
      careerId: entrant.careerId,
      name: entrant.name,
      number: entrant.number,
      uboatType: entrant.uboatType,
      pack: entrant.pack === null ? null : (packName.get(entrant.pack) ?? null),
      standing: standingOf(entrant, career, terms.scoring),
      reason: entrant.reason,
    };
  });
  const ranked = rows.filter((r) => r.standing === 'ranked').sort(byStanding);
  const individual = [
    ...ranked.map((r, i) => ({ ...r, rank: i + 1 })),
    ...rows.filter((r) => r.standing !== 'ranked').sort(byStanding),
  ];
  const packs = packStandings(state, rows);
  const finished = state.phase === 'finished';
  return {
    tournamentId: state.tournamentId,
    name: terms.name,
    format: terms.format,
    scoring: terms.scoring,
    phase: state.phase,
    pausedFor: state.pausedFor,
    individual,
    packs,
    survival: survivalBoard(rows),
    winner: finished ? (ranked[0]?.careerId ?? null) : null,
    winningPack: finished ? (packs[0]?.name ?? null) : null,
  };
}

/** The survival board: every entrant's row in registration order. */
export const survivalBoard = (rows: readonly StandingRow[]): SurvivalRow[] =>
  [...rows].sort((a, b) => a.number - b.number).map(survivalRow);

const survivalRow = (r: StandingRow): SurvivalRow => ({
  careerId: r.careerId,
  name: r.name,
  fate: r.fate,
  alive: isAlive(r.fate),
  patrol: r.patrol,
  patrolsCompleted: r.patrolsCompleted,
  date: r.date,
});

/** 13.5.1: packs by summed tonnage; T-TIE: then ships sunk, then the pack formed first. */
function packStandings(state: TournamentState, rows: readonly StandingRow[]): PackRow[] {
  const totals = state.packs.map((pack) => {
    const members = rows.filter((r) => pack.members.includes(r.careerId));
    const counted = members.filter((r) => r.standing !== 'withdrawn' && r.standing !== 'disqualified');
    return {
      number: pack.number,
      name: pack.name,
      tonnage: counted.reduce((t, r) => t + r.tonnage, 0),
      shipsSunk: counted.reduce((t, r) => t + r.shipsSunk, 0),
      members: pack.members,
      afloat: counted.filter((r) => isAlive(r.fate)).length,
    };
  });
  totals.sort((a, b) => b.tonnage - a.tonnage || b.shipsSunk - a.shipsSunk || a.number - b.number);
  return totals.map((p, i) => ({ rank: i + 1, ...p }));
}
