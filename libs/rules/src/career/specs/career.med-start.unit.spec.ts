import { InvalidCommand, RuleNotImplemented, RuleViolation } from '../../errors';
import { evolve } from '../evolve';
import { pending } from '../pending';
import type { CareerStarted } from '../model/events';
import type { MedPatrol } from '../model/med';
import { initialState } from '../model/state';
import { spec } from './career.fixtures';
import { asGiven, assignedInTheMed, med, startedInTheMed, startInTheMed } from './career.med.fixtures';

const W = 'W270';

describe('Beneath the Med: starting a career (4.0-4.7, 6.6, 7.9.3)', () => {
  it('4.4.2 worked example (004 L553-560): Given no career, When an Adua starts in 6/40, Then it is based in the Mediterranean with no roll, a trained crew, 4 + 2 tubes and their reloads of W270, and 8 ammunition points', () => {
    const started = startedInTheMed('Adua', '1940-06', { '1d6': [4] });
    expect(started.data).toMatchObject({
      campaign: { id: 'beneath-the-med', rulesetVersion: '3' },
      uboatType: 'Adua',
      kommandant: 'C.C. Prova',
      base: 'mediterranean',
      baseRoll: null,
      firstPatrolFromItaly: false,
      crewQuality: 'trained',
      g7eRoll: null,
      deckGunAmmo: 8,
      torpedoes: {
        bowTubes: [W, W, W, W],
        sternTubes: [W, W],
        bowReloads: [W, W, W, W],
        sternReloads: [W, W],
      },
    });
    expect(started.data.chartPack.hash).toMatch(/^[0-9a-f]{64}$/);
    // sailing for the Central Mediterranean (2d6 7 on [A1a]) with no S.L.C. on deck: no mission, no S.L.C. crews aboard
    const given = asGiven([started, assignedInTheMed([started], [3, 4])]);
    const patrol = med(given.reduce(evolve, initialState())).patrol as MedPatrol;
    expect(patrol).toMatchObject({ area: 'centralMed', mission: null, slc: null });
    expect(patrol.passengers ?? []).toEqual([]);
  });

  it('4.5: a Cagni loads its 36 torpedoes, all W200 (45 cm), and its two guns 16 points; a Marconi the 16 torpedoes of the rule’s example', () => {
    const cagni = startedInTheMed('Cagni', '1940-06', { '1d10': [9] }).data;
    expect(Object.values(cagni.torpedoes).flat()).toEqual(Array(36).fill('W200'));
    expect(cagni.torpedoes.bowTubes).toHaveLength(8);
    expect(cagni.torpedoes.sternTubes).toHaveLength(6);
    expect(cagni.deckGunAmmo).toBe(16);
    const marconi = startedInTheMed('Marconi', '1940-06', { '1d10': [9] }).data;
    expect(Object.values(marconi.torpedoes).flat()).toHaveLength(16);
  });

  it('4.2.1: Given no career, When an Acciaio starts before 4/42 or a Flutto before 1/43, Then the boat is not yet available', () => {
    for (const [cls, date] of [
      ['Acciaio', '1942-03'],
      ['Flutto', '1942-12'],
    ] as const)
      spec
        .given([])
        .when(startInTheMed(cls, date))
        .thenThrows(RuleViolation, (e) => e.rule === '4.2.1' && e.code === 'career/boat-not-available');
    expect(startedInTheMed('Acciaio', '1942-04', {}).data.uboatType).toBe('Acciaio');
  });

  it('4.2.1, 5.1: no career starts after 8/43', () => {
    spec
      .given([])
      .when(startInTheMed('Perla', '1943-09'))
      .thenThrows(RuleViolation, (e) => e.rule === '4.2.1' && e.code === 'career/start-date-not-allowed');
  });

  it('6.6: a long-range class in 6/40 is based at BETASOM on 1d10 1-3 and sails its first patrol from Italy; 4-10 the Mediterranean', () => {
    const on = (d10: number) => startedInTheMed('Marconi', '1940-06', { '1d10': [d10] }).data;
    expect(on(3)).toMatchObject({ base: 'betasom', firstPatrolFromItaly: true });
    expect(on(3).baseRoll).toMatchObject({ dice: '1d10', natural: 3, rule: '6.6', row: 'BETASOM 1-3' });
    expect(on(4)).toMatchObject({ base: 'mediterranean', firstPatrolFromItaly: false });
  });

  it('6.6: from 7/40 to 7/43 the same classes are at BETASOM on 1d10 1-5; the 1d10 reads 10 as 10', () => {
    const on = (d10: number) => startedInTheMed('Calvi', '1941-03', { '1d10': [d10] }).data.base;
    expect([5, 6, 10].map(on)).toEqual(['betasom', 'mediterranean', 'mediterranean']);
  });

  it('6.6: every other class, and the Flutto, is based in the Mediterranean with no roll', () => {
    expect(startedInTheMed('Flutto', '1943-01', {}).data).toMatchObject({
      base: 'mediterranean',
      baseRoll: null,
    });
    expect(startedInTheMed('Foca', '1942-06', {}).data.baseRoll).toBeNull();
  });

  it('7.9.3: a Comandante of a Cagni, Calvi, Glauco, Marconi or Marcello starts as Capitano di Corvetta, with no roll', () => {
    for (const cls of ['Cagni', 'Calvi', 'Glauco', 'Marconi', 'Marcello'] as const)
      expect(startedInTheMed(cls, '1940-06', { '1d10': [9] }).data).toMatchObject({
        rank: 'capitanoDiCorvetta',
        rankRoll: null,
      });
  });

  it('7.9.3: any other class rolls 1d6: in 1940 1-3 Tenente di Vascello, 4-6 Capitano di Corvetta; in 1941 only a 1 is Tenente; from 1942 no roll', () => {
    const rank = (date: '1940-06' | '1941-06', d6: number) =>
      startedInTheMed('Brin', date, { '1d10': [9], '1d6': [d6] }).data.rank;
    expect([3, 4].map((d) => rank('1940-06', d))).toEqual(['tenenteDiVascello', 'capitanoDiCorvetta']);
    expect([1, 2].map((d) => rank('1941-06', d))).toEqual(['tenenteDiVascello', 'capitanoDiCorvetta']);
    expect(startedInTheMed('Perla', '1942-01', {}).data).toMatchObject({
      rank: 'capitanoDiCorvetta',
      rankRoll: null,
    });
  });

  it('4.5 worked example (004 L591-597): in 1942 a Marconi of 16 W270 whose player asks for G7e sails with 12 W270 and 4 G7e on 1d6 = 1 (the G7e in the reload boxes first), and 16 W270 on 2-6', () => {
    const asked = (d6: number) =>
      spec
        .given([])
        .when(startInTheMed('Marconi', '1942-02', 4), { '1d10': [9], '1d6': [d6] })
        .thenEvents()[0] as unknown as CareerStarted<'beneath-the-med'>;
    const lucky = asked(1).data;
    expect(
      Object.values(lucky.torpedoes)
        .flat()
        .filter((t) => t === 'G7e'),
    ).toHaveLength(4);
    expect(lucky.torpedoes.bowReloads).toEqual(['G7e', 'G7e', 'G7e', 'G7e']);
    expect(lucky.g7eRoll).toMatchObject({ rule: '4.5', natural: 1, row: 'G7e (1)' });
    const unlucky = asked(2).data;
    expect(Object.values(unlucky.torpedoes).flat()).toEqual(Array(16).fill(W));
  });

  it('4.5 step 3: no G7e before 1942, never on a Cagni, never more than four', () => {
    const refused = (cls: 'Cagni' | 'Marconi', date: '1941-12' | '1942-02', n: number) =>
      spec
        .given([])
        .when(startInTheMed(cls, date, n))
        .thenThrows(RuleViolation, (e) => e.rule === '4.5' && e.code === 'setup/too-many-torpedo-swaps');
    refused('Marconi', '1941-12', 1);
    refused('Cagni', '1942-02', 1);
    refused('Marconi', '1942-02', 5);
  });

  it('Given a StartCareer naming Beneath the Med with a U-boat type of The Hunted, Then the command is refused by field', () => {
    const command = startInTheMed();
    const typeVII = { ...command, data: { ...command.data, uboatType: 'VIIC' } } as typeof command;
    spec.given([]).when(typeVII).thenThrows(InvalidCommand);
  });

  it('§11: the optional rules of Beneath the Med are not played yet, and say so', () => {
    const command = startInTheMed('Perla', '1942-01');
    const withOption = {
      ...command,
      data: { ...command.data, options: { extremeRange: true } },
    } as typeof command;
    spec
      .given([])
      .when(withOption)
      .thenThrows(RuleNotImplemented, (e) => e.message.startsWith('RuleNotImplemented: 11.0'));
  });

  it('Then the career waits in port for its patrol assignment (6.1 step 1)', () => {
    const state = spec
      .given([])
      .when(startInTheMed('Perla', '1942-01'), {})
      .then(asGiven([startedInTheMed('Perla', '1942-01', {})]));
    expect(med(state).career).toMatchObject({ uboatType: 'Perla', campaign: { id: 'beneath-the-med' } });
    expect(state.patrol).toBeNull();
    expect(pending(state).commands.map((c) => c.type)).toEqual(['AssignPatrol']);
  });

  it('The start records its campaign and ruleset: Given a career recorded under a ruleset this engine does not hold, When a command follows, Then it fails loudly rather than play other rules', () => {
    const started = startedInTheMed('Perla', '1942-01', {});
    const older = {
      ...started,
      data: { ...started.data, campaign: { ...started.data.campaign, rulesetVersion: '0' } },
    };
    spec
      .given(asGiven([older]))
      .when({ type: 'AssignPatrol', data: {} })
      .thenThrows(
        RuleNotImplemented,
        (e) => e.message === 'RuleNotImplemented: campaign beneath-the-med ruleset 0',
      );
  });
});
