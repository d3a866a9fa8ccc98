import { defaultChartPack, RuleViolation, SeededDice, type UBoatType } from '@periscope/rules';
import { DeciderSpecification } from '@periscope/rules/testing/decider-specification';
import { formPacks } from '../wolfpack/packs';
import type { TournamentCommand, TournamentTermsChoice } from './commands';
import { decide } from './decide';
import type { TournamentEvent } from './events';
import { evolve, fold } from './evolve';
import { initialState, type TournamentState } from './state';
import { MIXED_TYPES } from './formats';
import {
  AT,
  careerId,
  command,
  created,
  registered,
  tournamentStarted,
  TERMS,
  TOURNAMENT_ID,
} from '../play.fixtures';

const spec = DeciderSpecification.for<TournamentState, TournamentCommand, TournamentEvent>({
  decide: (state, command) => decide(state, command),
  evolve,
  initialState,
});

const create = (terms: Partial<TournamentTermsChoice> = {}) =>
  command('CreateTournament', { tournamentId: TOURNAMENT_ID, terms: { ...TERMS, ...terms } });

const refused = (code: string, rule?: string) => (error: RuleViolation) =>
  error.code === code && (rule === undefined || error.rule === rule);

const register = (n: number, uboatType: UBoatType = 'VIIC', at = AT) =>
  command(
    'Register',
    { careerId: careerId(n), name: `Kptlt. ${n}`, uboatType },
    `entrant:${careerId(n)}`,
    at,
  );

describe('tournament: creation (13.2–13.5)', () => {
  it('13.2: a top-tonnage tournament fixes one type, the start month, one option set; the end defaults to 5/45', () => {
    spec
      .given([])
      .when(create({ options: { reducedConvoyTargets: true } }))
      .then([
        {
          type: 'TournamentCreated',
          data: {
            tournamentId: TOURNAMENT_ID,
            at: AT,
            terms: {
              name: 'Biscay Cup',
              organiser: 'BdU',
              format: 'top-tonnage',
              scoring: 'tonnage',
              uboatTypes: ['VIIC'],
              startDate: '1943-07',
              endDate: '1945-05',
              options: { reducedConvoyTargets: true },
              registration: { opensAt: null, closesAt: null },
              packSize: 0,
            },
          },
        },
      ]);
  });

  it('13.2: everyone sails the same type, so a top-tonnage or survival tournament names exactly one', () => {
    spec
      .given([])
      .when(create({ uboatTypes: ['VIIC', 'IXC'] }))
      .thenThrows(RuleViolation, refused('tournament/invalid-terms', '13.2'));
    spec
      .given([])
      .when(create({ format: 'survival', uboatTypes: undefined }))
      .thenThrows(RuleViolation);
  });

  it('13.4, Q-40: a mixed tournament allows every VII and IX subtype by default, scored as 13.2 or 13.3', () => {
    const [event] = spec
      .given([])
      .when(create({ format: 'mixed', uboatTypes: undefined, scoring: 'survival' }))
      .thenEvents();
    const terms = (event.data as unknown as { terms: { uboatTypes: string[]; scoring: string } }).terms;
    expect(terms.uboatTypes).toEqual(MIXED_TYPES);
    expect(terms.uboatTypes).toEqual(expect.arrayContaining(['VIIC', 'VIIC/41', 'IXC/40', 'IXD/42']));
    expect(terms.uboatTypes).not.toContain('XXI');
    expect(terms.scoring).toBe('survival');
  });

  it('13.5.2: a wolfpack tournament sails Type VIIC from 7/43 in packs of six', () => {
    const [event] = spec
      .given([])
      .when(create({ format: 'wolfpack', uboatTypes: undefined }))
      .thenEvents();
    expect(
      (event.data as unknown as { terms: { packSize: number; uboatTypes: string[] } }).terms,
    ).toMatchObject({
      packSize: 6,
      uboatTypes: ['VIIC'],
    });
    spec
      .given([])
      .when(create({ format: 'wolfpack', uboatTypes: undefined, startDate: '1944-01' }))
      .thenThrows(RuleViolation, refused('tournament/invalid-terms', '13.5.2'));
  });

  it('T-END-DATE: an agreed end date (5.1.2) is a term; one before the start is refused', () => {
    const [event] = decide(initialState(), create({ endDate: '1944-12' }));
    expect(event).toMatchObject({ type: 'TournamentCreated', data: { terms: { endDate: '1944-12' } } });
    spec
      .given([])
      .when(create({ endDate: '1943-06' }))
      .thenThrows(RuleViolation, refused('tournament/invalid-terms', '13.2'));
  });

  it('a tournament is created once', () => {
    spec.given([created()]).when(create()).thenThrows(RuleViolation, refused('tournament/already-created'));
  });
});

describe('tournament: registration and withdrawal', () => {
  it('an entrant registers his career with an allowed type; numbers follow the order of registration', () => {
    spec
      .given([created(), registered(1)])
      .when(register(2))
      .then([
        {
          type: 'EntrantRegistered',
          data: { careerId: careerId(2), name: 'Kptlt. 2', uboatType: 'VIIC', number: 2, at: AT },
        },
      ]);
  });

  it('13.2: a type the tournament does not allow is refused', () => {
    spec
      .given([created()])
      .when(register(1, 'IXC'))
      .thenThrows(RuleViolation, refused('tournament/type-not-allowed', '13.2'));
  });

  it('the registration window: not before it opens, not after it closes, not after the start', () => {
    const window = { opensAt: '2025-03-01T00:00:00Z', closesAt: '2025-03-02T00:00:00Z' };
    spec
      .given([created({ registration: window })])
      .when(register(1, 'VIIC', '2025-02-28T23:59:59Z'))
      .thenThrows(RuleViolation, refused('tournament/registration-closed'));
    spec
      .given([created({ registration: window })])
      .when(register(1, 'VIIC', '2025-03-02T00:00:01Z'))
      .thenThrows(RuleViolation, refused('tournament/registration-closed'));
    spec
      .given([created(), registered(1), tournamentStarted])
      .when(register(2))
      .thenThrows(RuleViolation, refused('tournament/registration-closed'));
  });

  it('a name and a career enter once', () => {
    spec
      .given([created(), registered(1)])
      .when(command('Register', { careerId: careerId(9), name: 'kptlt. 1', uboatType: 'VIIC' }))
      .thenThrows(RuleViolation, refused('tournament/name-taken'));
    spec
      .given([created(), registered(1)])
      .when(command('Register', { careerId: careerId(1), name: 'Other', uboatType: 'VIIC' }))
      .thenThrows(RuleViolation, refused('tournament/career-taken'));
  });

  it('a signed-in player enters with his account, once (docs/accounts.md "Tournaments")', () => {
    const PLAYER = 'a1b2c3d4-0000-4000-8000-000000000001';
    const entry = (n: number) =>
      command('Register', {
        careerId: careerId(n),
        name: `Kptlt. ${n}`,
        uboatType: 'VIIC',
        playerId: PLAYER,
      });
    const [entered] = spec.given([created()]).when(entry(1)).thenEvents();
    expect(entered).toEqual({
      type: 'EntrantRegistered',
      data: {
        careerId: careerId(1),
        name: 'Kptlt. 1',
        uboatType: 'VIIC',
        number: 1,
        at: AT,
        playerId: PLAYER,
      },
    });
    spec
      .given([created(), entered])
      .when(entry(2))
      .thenThrows(RuleViolation, refused('tournament/player-entered'));
    spec.given([created(), entered]).when(register(2)).thenEvents();
  });

  it('an entrant withdraws himself (or the organiser withdraws him), with a reason; another entrant cannot', () => {
    spec
      .given([created(), registered(1)])
      .when(command('Withdraw', { careerId: careerId(1), reason: 'ill' }, `entrant:${careerId(1)}`))
      .then([
        {
          type: 'EntrantWithdrew',
          data: { careerId: careerId(1), reason: 'ill', by: `entrant:${careerId(1)}`, at: AT },
        },
      ]);
    spec
      .given([created(), registered(1), registered(2)])
      .when(command('Withdraw', { careerId: careerId(1), reason: 'x' }, `entrant:${careerId(2)}`))
      .thenThrows(RuleViolation, refused('tournament/organiser-only'));
  });
});

describe("tournament: the organiser's actions", () => {
  it('T-ORGANISER: only the organiser starts, pauses, disqualifies, adjudicates and finishes', () => {
    for (const type of ['StartTournament', 'FinishTournament'] as const)
      spec
        .given([created(), registered(1)])
        .when(command(type, {}, `entrant:${careerId(1)}`))
        .thenThrows(RuleViolation, refused('tournament/organiser-only'));
  });

  it('start needs an entrant still in; it starts once', () => {
    spec
      .given([created()])
      .when(command('StartTournament', {}))
      .thenThrows(RuleViolation, refused('tournament/no-entrants'));
    spec
      .given([created(), registered(1), tournamentStarted])
      .when(command('StartTournament', {}))
      .thenThrows(RuleViolation, refused('tournament/already-started'));
  });

  it('13.5.1, Q-41: the start forms packs of six in registration order, the remainder a smaller pack, 14.5 names', () => {
    const entrants = Array.from({ length: 9 }, (_, i) => registered(i + 1));
    const withdrew = command('Withdraw', { careerId: careerId(3), reason: 'ill' });
    const state = fold([created({ format: 'wolfpack', uboatTypes: undefined }), ...entrants], initialState());
    const out = fold(decide(state, withdrew), state);
    const names = () => new SeededDice({ serverSeed: 'tournament-tests', playerSeed: 'tournament' });
    const events = decide(out, command('StartTournament', {}), names());
    const sailing = [1, 2, 4, 5, 6, 7, 8, 9].map(careerId);
    expect(events).toEqual([
      tournamentStarted,
      ...formPacks(sailing, { fillWithBots: false }, names(), defaultChartPack),
    ]);
    const packs = fold(events, out).packs;
    expect(packs.map((p) => [p.number, p.members])).toEqual([
      [1, sailing.slice(0, 6)],
      [2, sailing.slice(6)],
    ]);
    expect(new Set(packs.map((p) => p.name)).size).toBe(2);
    expect(() => decide(out, command('StartTournament', {}))).toThrow(/needs its dice/);
  });

  it('pause with a reason, then resume; a paused tournament does not pause again', () => {
    const paused = { type: 'TournamentPaused' as const, data: { reason: 'server move', at: AT } };
    spec
      .given([created(), registered(1), tournamentStarted])
      .when(command('PauseTournament', { reason: 'server move' }))
      .then([paused]);
    spec
      .given([created(), registered(1), tournamentStarted, paused])
      .when(command('PauseTournament', { reason: 'again' }))
      .thenThrows(RuleViolation, refused('tournament/not-running'));
    spec
      .given([created(), registered(1), tournamentStarted, paused])
      .when(command('ResumeTournament', {}))
      .then([{ type: 'TournamentResumed', data: { at: AT } }]);
  });

  it('disqualify states its reason; a disqualified entrant cannot be disqualified again', () => {
    spec
      .given([created(), registered(1), tournamentStarted])
      .when(command('Disqualify', { careerId: careerId(1), reason: '  ' }))
      .thenThrows(RuleViolation, refused('tournament/reason-required'));
    const out = {
      type: 'EntrantDisqualified' as const,
      data: { careerId: careerId(1), reason: 'two accounts', at: AT },
    };
    spec
      .given([created(), registered(1), tournamentStarted])
      .when(command('Disqualify', { careerId: careerId(1), reason: 'two accounts' }))
      .then([out]);
    spec
      .given([created(), registered(1), tournamentStarted, out])
      .when(command('Disqualify', { careerId: careerId(1), reason: 'again' }))
      .thenThrows(RuleViolation, refused('tournament/already-out'));
  });

  it('adjudicate records the ruling on an entrant; finish ends it and nothing follows', () => {
    const ruling = { kind: 'voidEncounter' as const, revision: 12 };
    spec
      .given([created(), registered(1), tournamentStarted])
      .when(
        command('Adjudicate', { careerId: careerId(1), rulingId: 'r-1', ruling, reason: 'disputed convoy' }),
      )
      .then([
        {
          type: 'EntrantAdjudicated',
          data: { careerId: careerId(1), rulingId: 'r-1', ruling, reason: 'disputed convoy', at: AT },
        },
      ]);
    const finished = { type: 'TournamentFinished' as const, data: { at: AT } };
    spec
      .given([created(), registered(1), tournamentStarted])
      .when(command('FinishTournament', {}))
      .then([finished]);
    spec
      .given([created(), registered(1), tournamentStarted, finished])
      .when(command('PauseTournament', { reason: 'x' }))
      .thenThrows(RuleViolation, refused('tournament/finished'));
  });
});
