import type { Fate, Phase, Ruling, StandingRow, TournamentFormat, TournamentSummary } from './api';
import { thousands } from '../ui/words';

/** The formats of §13 and the rule each follows. */
export const FORMATS: readonly { value: TournamentFormat; name: string; rule: string; line: string }[] = [
  {
    value: 'top-tonnage',
    name: 'Top tonnage',
    rule: '13.2',
    line: 'One boat type for all; most tonnage wins, alive or dead.',
  },
  {
    value: 'survival',
    name: 'Survival',
    rule: '13.3',
    line: 'One boat type for all; most tonnage among the survivors.',
  },
  {
    value: 'mixed',
    name: 'Mixed U-boats',
    rule: '13.4',
    line: 'Any Type VII or IX; scored by tonnage or survival.',
  },
  {
    value: 'wolfpack',
    name: 'Wolfpack',
    rule: '13.5',
    line: 'Type VIIC from July 1943 in packs of six; individuals and packs.',
  },
];

export const formatName = (format: TournamentFormat): string =>
  FORMATS.find((f) => f.value === format)?.name ?? format;

export const formatRule = (format: TournamentFormat): string =>
  FORMATS.find((f) => f.value === format)?.rule ?? '13';

export const PHASE: Record<Phase, string> = {
  none: 'Not created',
  registration: 'Registration open',
  running: 'Running',
  paused: 'Paused',
  finished: 'Finished',
};

export const FATE: Record<Fate, string> = {
  notStarted: 'Not sailed yet',
  inPort: 'In port',
  atSea: 'At sea',
  home: 'Home',
  sunk: 'Sunk',
  captured: 'Captured',
  relieved: 'Relieved of command',
};

/** 13.3: the captured and the relieved do not survive. */
export const survives = (fate: Fate): boolean =>
  fate === 'notStarted' || fate === 'inPort' || fate === 'atSea' || fate === 'home';

export function standingWords(row: StandingRow): string {
  if (row.standing === 'ranked') return FATE[row.fate];
  if (row.standing === 'eliminated') return `Out: ${FATE[row.fate].toLowerCase()}`;
  const out = row.standing === 'withdrawn' ? 'Withdrawn' : 'Disqualified';
  return row.reason ? `${out}: ${row.reason}` : out;
}

/** A ruling in words, without the stream revision it names (a number no screen shows). */
export function rulingWords(ruling: Ruling): string {
  return ruling.kind === 'voidEncounter'
    ? 'one of its encounters does not count'
    : `a sinking counts ${thousands(ruling.to)} t, not ${thousands(ruling.from)} t`;
}

export type ListGroup = 'registering' | 'upcoming' | 'running' | 'finished';

/** Where a tournament stands on the list, by its phase and its registration window at `now`. */
export function groupOf(t: TournamentSummary, now: number): ListGroup {
  if (t.phase === 'running' || t.phase === 'paused') return 'running';
  if (t.phase === 'finished') return 'finished';
  const opens = t.registration.opensAt ? Date.parse(t.registration.opensAt) : -Infinity;
  const closes = t.registration.closesAt ? Date.parse(t.registration.closesAt) : Infinity;
  return now >= opens && now < closes ? 'registering' : 'upcoming';
}

/** 2026-11-27T10:00:00Z → '27 Nov 2026, 10:00' (the reader's time zone). */
export const when = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
