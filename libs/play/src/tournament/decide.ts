import {
  CAMPAIGN_IDS,
  DEFAULT_CAMPAIGN,
  defaultChartPack,
  UBOAT_TYPES,
  type ChartPack,
  type DiceSource,
  type UBoatType,
  type YearMonth,
} from '@periscope/rules';
import { formPacks } from '../wolfpack/packs';
import { campaignOfTerms, checkCampaignVocabulary, chosenCampaign } from '../campaign-terms';
import type { TournamentCommand, TournamentTermsChoice } from './commands';
import { ORGANISER_COMMAND_TYPES } from './commands';
import type { TournamentEvent, TournamentTerms } from './events';
import {
  MIXED_TYPES,
  PACK_SIZE,
  scoringOf,
  TOURNAMENT_FORMATS,
  WAR_END,
  WOLFPACK_START,
  WOLFPACK_TYPE,
} from './formats';
import { medTermsOf } from './med-terms';
import { entrantOf, type Entrant, type TournamentState } from './state';
import { tournamentViolation } from './violations';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const SHA256 = /^[0-9a-fA-F]{64}$/;

const invalid = (rule: string, message: string) =>
  tournamentViolation(rule, 'tournament/invalid-terms', message);

const isInstant = (value: string | undefined): boolean =>
  value === undefined || !Number.isNaN(Date.parse(value));

/** 13.2–13.5 (Beneath the Med 10.2-10.4): the organiser's choice with its defaults filled in, or a violation. */
export function termsOf(choice: TournamentTermsChoice): TournamentTerms {
  const { format, startDate, registration = {} } = choice;
  if (!TOURNAMENT_FORMATS.includes(format))
    throw invalid('13', `format is one of ${TOURNAMENT_FORMATS.join(', ')}`);
  if (choice.campaign !== undefined && !CAMPAIGN_IDS.includes(choice.campaign))
    throw invalid('13', `campaign is one of ${CAMPAIGN_IDS.join(', ')}`);
  if (typeof choice.name !== 'string' || choice.name.trim() === '')
    throw invalid('13', 'a tournament has a name');
  if (!YEAR_MONTH.test(startDate) || (choice.endDate !== undefined && !YEAR_MONTH.test(choice.endDate)))
    throw invalid('13.2', 'the start and end dates are months YYYY-MM');
  if (!isInstant(registration.opensAt) || !isInstant(registration.closesAt))
    throw invalid('13', 'registration opensAt and closesAt are ISO-8601 instants');
  const campaign = choice.campaign ?? DEFAULT_CAMPAIGN.id;
  checkCampaignVocabulary(
    'CreateTournament',
    campaign,
    (choice.uboatTypes ?? []).map((boat, i) => ({ field: `data.terms.uboatTypes[${i}]`, boat })),
    [{ field: 'data.terms.startDate', month: startDate }],
  );
  const rest = campaign === 'beneath-the-med' ? medTermsOf(choice) : huntedTermsOf(choice);
  return {
    name: choice.name.trim(),
    organiser: choice.organiser,
    ...rest,
    registration: { opensAt: registration.opensAt ?? null, closesAt: registration.closesAt ?? null },
  };
}

/** The Hunted's 13.2–13.5; a choice that names it keeps the name (older terms name none). */
function huntedTermsOf(
  choice: TournamentTermsChoice,
): Omit<TournamentTerms, 'name' | 'organiser' | 'registration'> {
  const { format, startDate, endDate = WAR_END } = choice;
  if (choice.preset !== undefined)
    throw invalid('13', "a preset is one of Beneath the Med's tournaments (10.2-10.4)");
  if (startDate < '1943-07' || startDate > WAR_END)
    throw invalid('13.2', 'the start date is a month YYYY-MM from 1943-07 to 1945-05');
  if (endDate < startDate) throw invalid('13.2', 'the end date is a month after the start');
  const uboatTypes = typesOf(choice);
  if (format === 'wolfpack' && startDate !== WOLFPACK_START)
    throw invalid('13.5.2', `a wolfpack tournament starts in ${WOLFPACK_START}`);
  return {
    format,
    ...(choice.campaign !== undefined && { campaign: chosenCampaign(choice.campaign) }),
    scoring: scoringOf(format, choice.scoring),
    uboatTypes,
    startDate: startDate as YearMonth,
    endDate: endDate as YearMonth,
    options: choice.options ?? {},
    packSize: format === 'wolfpack' ? PACK_SIZE : 0,
  };
}

function typesOf({ format, uboatTypes }: TournamentTermsChoice): readonly UBoatType[] {
  const unknown = uboatTypes?.find((t) => !UBOAT_TYPES.includes(t as UBoatType));
  if (unknown) throw invalid('4.2.2', `${unknown} is not a U-boat type`);
  if (format === 'wolfpack') {
    if (uboatTypes && (uboatTypes.length !== 1 || uboatTypes[0] !== WOLFPACK_TYPE))
      throw invalid('13.5.2', 'every wolfpack entrant sails a Type VIIC');
    return [WOLFPACK_TYPE];
  }
  if (format === 'mixed')
    return uboatTypes && uboatTypes.length > 0
      ? [...new Set(uboatTypes as readonly UBoatType[])]
      : MIXED_TYPES;
  if (uboatTypes?.length !== 1) throw invalid('13.2', 'everyone starts with the same U-boat type: name one');
  return uboatTypes as readonly UBoatType[];
}

function requirePhase(state: TournamentState, command: TournamentCommand): void {
  if (state.phase === 'none') throw tournamentViolation('13', 'tournament/not-created', 'no such tournament');
  if (state.phase === 'finished')
    throw tournamentViolation('13', 'tournament/finished', 'the tournament is over');
  if ((ORGANISER_COMMAND_TYPES as readonly string[]).includes(command.type) && command.actor !== 'organiser')
    throw tournamentViolation(
      'T-ORGANISER',
      'tournament/organiser-only',
      `${command.type} is the organiser's`,
    );
}

function sailing(state: TournamentState, careerId: string): Entrant {
  const entrant = entrantOf(state, careerId);
  if (!entrant) throw tournamentViolation('13', 'tournament/not-an-entrant', `${careerId} is not an entrant`);
  if (entrant.status !== 'in')
    throw tournamentViolation('13', 'tournament/already-out', `${entrant.name} has ${entrant.status}`);
  return entrant;
}

const reasonOf = (reason: unknown): string => {
  if (typeof reason !== 'string' || reason.trim() === '')
    throw tournamentViolation('T-ORGANISER', 'tournament/reason-required', 'state the reason');
  return reason.trim();
};

/**
 * The tournament (13.2–13.5) as a decider: registration, the organiser's actions, the packs. It decides nothing
 * about the careers' play: each entrant's career is its own stream, linked by its registration.
 */
export function decide(
  state: TournamentState,
  command: TournamentCommand,
  dice?: DiceSource,
  charts: ChartPack = defaultChartPack,
): TournamentEvent[] {
  const at = command.at;
  if (command.type === 'CreateTournament') {
    if (state.phase !== 'none')
      throw tournamentViolation('13', 'tournament/already-created', 'the tournament exists');
    const terms = termsOf(command.data.terms);
    const { tournamentId, seedCommitment } = command.data;
    if (seedCommitment !== undefined && !SHA256.test(seedCommitment))
      throw tournamentViolation(
        'T-SEED',
        'tournament/invalid-commitment',
        'the seed commitment is 64 hex digits',
      );
    const committed = seedCommitment === undefined ? {} : { seedCommitment: seedCommitment.toLowerCase() };
    return [{ type: 'TournamentCreated', data: { tournamentId, terms, at, ...committed } }];
  }
  requirePhase(state, command);
  const terms = state.terms as TournamentTerms;
  switch (command.type) {
    case 'Register':
      return register(state, terms, command.data, at);
    case 'Withdraw': {
      const entrant = sailing(state, command.data.careerId);
      if (command.actor !== 'organiser' && command.actor !== `entrant:${entrant.careerId}`)
        throw tournamentViolation('T-ORGANISER', 'tournament/organiser-only', 'an entrant withdraws himself');
      const data = {
        careerId: entrant.careerId,
        reason: reasonOf(command.data.reason),
        by: command.actor,
        at,
      };
      return [{ type: 'EntrantWithdrew', data }];
    }
    case 'StartTournament': {
      if (state.phase !== 'registration')
        throw tournamentViolation('13', 'tournament/already-started', 'the tournament has started');
      if (!state.entrants.some((e) => e.status === 'in'))
        throw tournamentViolation('13', 'tournament/no-entrants', 'nobody has registered');
      const packs = terms.packSize > 0 ? packsOf(state, dice, charts) : [];
      return [{ type: 'TournamentStarted', data: { at } }, ...packs];
    }
    case 'PauseTournament':
      if (state.phase !== 'running')
        throw tournamentViolation('T-PAUSE', 'tournament/not-running', 'only a running tournament pauses');
      return [{ type: 'TournamentPaused', data: { reason: reasonOf(command.data.reason), at } }];
    case 'ResumeTournament':
      if (state.phase !== 'paused')
        throw tournamentViolation('T-PAUSE', 'tournament/not-paused', 'the tournament is not paused');
      return [{ type: 'TournamentResumed', data: { at } }];
    case 'Disqualify': {
      const { careerId } = sailing(state, command.data.careerId);
      return [{ type: 'EntrantDisqualified', data: { careerId, reason: reasonOf(command.data.reason), at } }];
    }
    case 'Adjudicate': {
      const { careerId } = sailing(state, command.data.careerId);
      const { rulingId, ruling } = command.data;
      const data = { careerId, rulingId, ruling, reason: reasonOf(command.data.reason), at };
      return [{ type: 'EntrantAdjudicated', data }];
    }
    case 'FinishTournament':
      if (state.phase === 'registration')
        throw tournamentViolation('13', 'tournament/not-running', 'the tournament has not started');
      return [{ type: 'TournamentFinished', data: { at } }];
  }
}

/**
 * 13.5.1, Q-41 (T-PACKS, W-REMAINDER, W-NAMES): the entrants still in, in registration order, in packs of six
 * with names drawn from 14.5 on the tournament's own dice; the remainder sails a smaller pack (no bot fill).
 */
function packsOf(state: TournamentState, dice: DiceSource | undefined, charts: ChartPack) {
  if (!dice) throw new Error('forming wolfpacks draws their names: the tournament needs its dice');
  const sailing = state.entrants.filter((e) => e.status === 'in').map((e) => e.careerId);
  return formPacks(sailing, { fillWithBots: false }, dice, charts);
}

/** The rule that names the boats a tournament allows: 13.2, 13.4, 13.5.2, or Beneath the Med's 10.2, 10.4. */
export function typeRuleOf(terms: TournamentTerms): string {
  const med = campaignOfTerms(terms).id === 'beneath-the-med';
  if (terms.format === 'mixed') return med ? '10.4' : '13.4';
  if (terms.format === 'wolfpack') return '13.5.2';
  return med ? '10.2' : '13.2';
}

function register(
  state: TournamentState,
  terms: TournamentTerms,
  { careerId, name, uboatType, playerId }: Extract<TournamentCommand, { type: 'Register' }>['data'],
  at: string,
): TournamentEvent[] {
  const { opensAt, closesAt } = terms.registration;
  const now = Date.parse(at);
  const open =
    state.phase === 'registration' &&
    (opensAt === null || now >= Date.parse(opensAt)) &&
    (closesAt === null || now <= Date.parse(closesAt));
  if (!open) throw tournamentViolation('13', 'tournament/registration-closed', 'registration is closed');
  const field = { field: 'data.uboatType', boat: uboatType };
  checkCampaignVocabulary('Register', campaignOfTerms(terms).id, [field], []);
  if (!terms.uboatTypes.includes(uboatType))
    throw tournamentViolation(
      typeRuleOf(terms),
      'tournament/type-not-allowed',
      `${uboatType} is not allowed: ${terms.uboatTypes.join(', ')}`,
    );
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed === '') throw tournamentViolation('13', 'tournament/name-taken', 'an entrant has a name');
  if (state.entrants.some((e) => e.name.toLowerCase() === trimmed.toLowerCase()))
    throw tournamentViolation('13', 'tournament/name-taken', `${trimmed} has registered already`);
  if (entrantOf(state, careerId))
    throw tournamentViolation('13', 'tournament/career-taken', `${careerId} is entered already`);
  if (playerId !== undefined && state.entrants.some((e) => e.playerId === playerId))
    throw tournamentViolation('13', 'tournament/player-entered', 'this player has entered already');
  const number = state.entrants.length + 1;
  const data = {
    careerId,
    name: trimmed,
    uboatType,
    number,
    at,
    ...(playerId !== undefined && { playerId }),
  };
  return [{ type: 'EntrantRegistered', data }];
}
