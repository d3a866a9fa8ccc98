import { InvalidCommand, RuleNotImplemented, RuleViolation } from '@periscope/rules';
import { DeciderSpecification } from '@periscope/rules/testing/decider-specification';
import { AT, careerId, command, MED_OPTIONS, TOURNAMENT_ID } from '../play.fixtures';
import type { TournamentCommand, TournamentTermsChoice } from './commands';
import { decide } from './decide';
import type { TournamentEvent, TournamentTerms } from './events';
import { evolve, fold } from './evolve';
import { initialState, type TournamentState } from './state';

const spec = DeciderSpecification.for<TournamentState, TournamentCommand, TournamentEvent>({
  decide: (state, command) => decide(state, command),
  evolve,
  initialState,
});

const MED: TournamentTermsChoice = {
  name: 'Coppa del Mediterraneo',
  organiser: 'Supermarina',
  campaign: 'beneath-the-med',
  format: 'top-tonnage',
  uboatTypes: ['Marcello'],
  startDate: '1940-06',
};

const create = (terms: Partial<TournamentTermsChoice> = {}) =>
  command('CreateTournament', { tournamentId: TOURNAMENT_ID, terms: { ...MED, ...terms } });

const createdTerms = (terms: Partial<TournamentTermsChoice>): TournamentTerms => {
  const [event] = decide(initialState(), create(terms));
  return (event as Extract<TournamentEvent, { type: 'TournamentCreated' }>).data.terms;
};

const refused = (code: string, rule: string) => (error: RuleViolation) =>
  error.code === code && error.rule === rule;

const register = (uboatType: string) =>
  command(
    'Register',
    { careerId: careerId(1), name: 'C.C. Fecia di Cossato', uboatType } as never,
    `entrant:${careerId(1)}`,
  );

describe('tournament: Beneath the Med (004 §10)', () => {
  describe('when the organiser creates one', () => {
    it('10.2: the terms record the campaign and run until 8/43', () => {
      spec
        .given([])
        .when(create())
        .then([
          {
            type: 'TournamentCreated',
            data: {
              tournamentId: TOURNAMENT_ID,
              at: AT,
              terms: {
                name: 'Coppa del Mediterraneo',
                organiser: 'Supermarina',
                format: 'top-tonnage',
                campaign: { id: 'beneath-the-med', rulesetVersion: '3' },
                scoring: 'tonnage',
                uboatTypes: ['Marcello'],
                startDate: '1940-06',
                endDate: '1943-08',
                options: {},
                registration: { opensAt: null, closesAt: null },
                packSize: 0,
              },
            },
          },
        ]);
    });

    it('10.2 long: from 6/40, top tonnage, any class but Acciaio (Q-BTM-LONG-ACCIAIO)', () => {
      expect(createdTerms({ preset: 'long', uboatTypes: ['Calvi'] })).toMatchObject({
        preset: 'long',
        format: 'top-tonnage',
        uboatTypes: ['Calvi'],
        startDate: '1940-06',
      });
      spec
        .given([])
        .when(create({ preset: 'long', uboatTypes: ['Acciaio'] }))
        .thenThrows(RuleViolation, refused('tournament/invalid-terms', '10.2'));
      spec
        .given([])
        .when(create({ preset: 'long', startDate: '1941-01' }))
        .thenThrows(RuleViolation, refused('tournament/invalid-terms', '10.2'));
    });

    it('10.2 short: from 4/42, where the Acciaio class may be chosen', () => {
      expect(createdTerms({ preset: 'short', startDate: '1942-04', uboatTypes: ['Acciaio'] })).toMatchObject({
        preset: 'short',
        uboatTypes: ['Acciaio'],
        startDate: '1942-04',
        endDate: '1943-08',
      });
    });

    it('10.3 survival: ranked among those alive at 8/43', () => {
      expect(createdTerms({ preset: 'survival', format: 'survival', startDate: '1941-06' })).toMatchObject({
        format: 'survival',
        scoring: 'survival',
        endDate: '1943-08',
      });
      spec
        .given([])
        .when(create({ preset: 'survival' }))
        .thenThrows(RuleViolation, refused('tournament/invalid-terms', '10.3'));
    });

    it('10.4 mixed: every class in service at the start, and no class before its month (Q-BTM-MIXED)', () => {
      const terms = createdTerms({
        preset: 'mixed',
        format: 'mixed',
        startDate: '1942-06',
        uboatTypes: undefined,
      });
      expect(terms.uboatTypes).toContain('Acciaio');
      expect(terms.uboatTypes).not.toContain('Flutto');
      expect(terms.uboatTypes).toHaveLength(11);
      spec
        .given([])
        .when(create({ preset: 'mixed', format: 'mixed', uboatTypes: ['Perla', 'Flutto'] }))
        .thenThrows(RuleViolation, refused('tournament/invalid-terms', '10.4'));
    });

    it('10.0: it has no wolfpack tournament', () => {
      spec
        .given([])
        .when(create({ format: 'wolfpack' }))
        .thenThrows(RuleViolation, refused('tournament/invalid-terms', '10.0'));
    });

    it('a U-boat type or a month of The Hunted is refused naming its field', () => {
      spec
        .given([])
        .when(create({ uboatTypes: ['VIIC'] }))
        .thenThrows(InvalidCommand, (e: InvalidCommand) => e.field === 'data.terms.uboatTypes[0]');
      spec
        .given([])
        .when(create({ startDate: '1944-01' }))
        .thenThrows(InvalidCommand, (e: InvalidCommand) => e.field === 'data.terms.startDate');
    });

    it('§11: the terms carry the options its solo careers play, each entrant’s career starting with them', () => {
      const options = MED_OPTIONS;
      expect(createdTerms({ options }).options).toEqual(options);
    });

    it('11.0: an option of The Hunted’s that Beneath the Med does not have is refused', () => {
      spec
        .given([])
        .when(create({ options: { reducedConvoyTargets: true } }))
        .thenThrows(RuleNotImplemented, (e: RuleNotImplemented) => e.rule === '11.0');
    });

    it('11.3: each entrant sails alone, so the escort’s number is rolled, never chosen by an opponent', () => {
      spec
        .given([])
        .when(create({ options: { evasiveManoeuvres: 'escortChosen' } }))
        .thenThrows(RuleViolation, refused('tournament/invalid-terms', '11.3'));
    });
  });

  describe('when an entrant registers', () => {
    const created: TournamentEvent[] = decide(
      initialState(),
      create({ preset: 'mixed', format: 'mixed', uboatTypes: undefined }),
    );

    it('10.4: he sails a class the tournament allows', () => {
      spec
        .given(created)
        .when(register('Glauco'))
        .then([
          {
            type: 'EntrantRegistered',
            data: {
              careerId: careerId(1),
              name: 'C.C. Fecia di Cossato',
              uboatType: 'Glauco',
              number: 1,
              at: AT,
            },
          },
        ]);
    });

    it("10.4: a class not in service at the start is refused under Beneath the Med's rule", () => {
      spec
        .given(created)
        .when(register('Acciaio'))
        .thenThrows(RuleViolation, refused('tournament/type-not-allowed', '10.4'));
    });

    it('a U-boat type of The Hunted is refused naming its field', () => {
      spec
        .given(created)
        .when(register('VIIC'))
        .thenThrows(InvalidCommand, (e: InvalidCommand) => e.field === 'data.uboatType');
    });
  });
});

describe('tournament: The Hunted stays as it was', () => {
  it('terms that name no campaign record none, and a class of Beneath the Med is refused naming its field', () => {
    const hunted = {
      ...MED,
      campaign: undefined,
      uboatTypes: ['VIIC' as const],
      startDate: '1943-07' as const,
    };
    const [event] = decide(initialState(), create(hunted));
    expect(fold([event as TournamentEvent], initialState()).terms).not.toHaveProperty('campaign');
    spec
      .given([])
      .when(create({ ...hunted, uboatTypes: ['Marcello'] }))
      .thenThrows(InvalidCommand, (e: InvalidCommand) => e.field === 'data.terms.uboatTypes[0]');
    spec
      .given([])
      .when(create({ ...hunted, preset: 'long' }))
      .thenThrows(RuleViolation, refused('tournament/invalid-terms', '13'));
  });
});
