import { campaignOfTerms } from '@periscope/play/campaign-terms';
import { MED_PRESETS, type MedPresetId } from '@periscope/play/tournament/med-presets';
import type { CampaignId } from '@periscope/rules';
import type { Fate, Phase, Ruling, StandingRow, Terms, TournamentFormat, TournamentSummary } from './api';
import { thousands } from '../ui/words';
import { inLanguage, intl, t, type MessageKey } from '../i18n/i18n';

/** A format of §13 in the player's language: its name and its line, read when shown. */
const format = (value: TournamentFormat, key: string, rule: string) => ({
  value,
  rule,
  get name() {
    return t(`tournament.format.${key}` as MessageKey);
  },
  get line() {
    return t(`tournament.formatLine.${key}` as MessageKey);
  },
});

/** The formats of §13 and the rule each follows. */
export const FORMATS: readonly { value: TournamentFormat; name: string; rule: string; line: string }[] = [
  format('top-tonnage', 'topTonnage', '13.2'),
  format('survival', 'survival', '13.3'),
  format('mixed', 'mixed', '13.4'),
  format('wolfpack', 'wolfpack', '13.5'),
];

/** A game by its edition's name, with Beneath the Med's preset (10.2-10.4) if any. */
export function gameName(campaign: CampaignId, preset?: MedPresetId): string {
  const name = t(`campaign.${campaign}`);
  return preset === undefined ? name : `${name}: ${t(`tournament.medPreset.${preset}`)}`;
}

/** The game a tournament is played in (terms recording none are The Hunted's). */
export const campaignName = (terms: Terms): string => gameName(campaignOfTerms(terms).id, terms.preset);

/** The boats a tournament sails: its one type or class; a mixed one any of its game's (13.4, 10.4). */
export const boatsWords = (
  format: TournamentFormat,
  campaign: CampaignId,
  boats: readonly string[],
): string =>
  format !== 'mixed'
    ? boats.join(', ')
    : campaign === 'beneath-the-med'
      ? t('tournament.anyMedClass')
      : t('tournament.anyType');

export const formatName = (format: TournamentFormat): string =>
  FORMATS.find((f) => f.value === format)?.name ?? format;

export const formatRule = (format: TournamentFormat): string =>
  FORMATS.find((f) => f.value === format)?.rule ?? '13';

/** Beneath the Med's tournaments follow its own §10: its preset's rule, else the format's there (10.2-10.4). */
const MED_FORMAT_RULES: Partial<Record<TournamentFormat, string>> = {
  'top-tonnage': '10.2',
  survival: '10.3',
  mixed: '10.4',
};

const playsMed = (terms: Terms): boolean => campaignOfTerms(terms).id === 'beneath-the-med';

/** The rule a format follows in its game's rulebook: The Hunted's §13; Beneath the Med's preset's, else its §10's. */
export function gameRule(format: TournamentFormat, campaign: CampaignId, preset?: MedPresetId): string {
  if (campaign !== 'beneath-the-med') return formatRule(format);
  return preset !== undefined ? MED_PRESETS[preset].rule : (MED_FORMAT_RULES[format] ?? '10');
}

/** The rule a tournament's format follows in its own game's rulebook. */
export const termsRule = (terms: Terms): string =>
  gameRule(terms.format, campaignOfTerms(terms).id, terms.preset);

/** Who commands a boat in the tournament's game: a Kommandant of The Hunted, a Comandante of Beneath the Med. */
export const commanderTitle = (terms: Terms): string =>
  t(playsMed(terms) ? 'start.comandante' : 'game.table.kommandant');

export const PHASE: Record<Phase, string> = inLanguage(
  ['none', 'registration', 'running', 'paused', 'finished'],
  (id) => t(`tournament.phase.${id}` as MessageKey),
);

export const FATE: Record<Fate, string> = inLanguage(
  ['notStarted', 'inPort', 'atSea', 'home', 'sunk', 'captured', 'relieved'],
  (id) => t(`tournament.fate.${id}` as MessageKey),
);

/** 13.3 (Q-39): the captured and the relieved do not survive. */
export const survives = (fate: Fate): boolean =>
  fate === 'notStarted' || fate === 'inPort' || fate === 'atSea' || fate === 'home';

export function standingWords(row: StandingRow): string {
  if (row.standing === 'ranked') return FATE[row.fate];
  if (row.standing === 'eliminated')
    return t('tournament.standing.out', { fate: FATE[row.fate].toLowerCase() });
  const out = t(
    row.standing === 'withdrawn' ? 'tournament.standing.withdrawn' : 'tournament.standing.disqualified',
  );
  return row.reason ? `${out}: ${row.reason}` : out;
}

/** A ruling in words, without the stream revision it names (a number no screen shows). */
export function rulingWords(ruling: Ruling): string {
  return ruling.kind === 'voidEncounter'
    ? t('tournament.ruling.void')
    : t('tournament.ruling.corrected', { to: thousands(ruling.to), from: thousands(ruling.from) });
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

/** 2026-11-27T10:00:00Z → '27 Nov 2026, 10:00' (the reader's time zone), as the player's language writes it. */
export const when = (iso: string): string =>
  intl.value.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
