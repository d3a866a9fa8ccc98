import { InvalidCommand, RuleViolation, UnknownCommand } from '../../errors';
import { assignPatrol, start, started, spec } from './career.fixtures';
import { earlierPatrol } from './career-history.fixtures';
import type { CareerStarted } from '../model/events';

describe('starting a career (4.0)', () => {
  it('4.5: a VIIC in 7/43 carries 14 torpedoes, Falke homing torpedoes in a tube of each section, and 10 ammunition points', () => {
    const [event] = spec.given([]).when(start(), [6]).thenEvents() as readonly CareerStarted[];
    expect(event.data.torpedoes).toEqual({
      bowTubes: ['falke', 'g7eFat', 'g7eFat', 'g7eFat'],
      sternTubes: ['falke'],
      forwardReloads: ['g7eFat', 'g7eFat', 'g7eFat', 'g7eFat', 'g7aFat', 'g7aFat', 'g7aFat', 'g7aFat'],
      aftReloads: ['g7eFat'],
    });
    expect(event.data.deckGunAmmo).toBe(10);
    expect(event.data.base).toBe('france');
    expect(event.data.chartPack.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('4.5: from 8/43 the homing torpedoes are Zaunkönig, and up to four G7a may be re-typed as G7e', () => {
    const [event] = spec
      .given([])
      .when(start('VIIC', '1943-09', 4), [6])
      .thenEvents() as readonly CareerStarted[];
    const all = Object.values(event.data.torpedoes).flat();
    expect(all.filter((t) => t === 'zaunkoenig')).toHaveLength(2);
    expect(all.filter((t) => t === 'g7aFat')).toHaveLength(0);
    expect(all).toHaveLength(14);
  });

  it('4.7.3: a career starting after 8/44 starts in Germany', () => {
    const [event] = spec
      .given([])
      .when(start('VIIC', '1944-10'), [1])
      .thenEvents() as readonly CareerStarted[];
    expect(event.data.base).toBe('germany');
  });

  it('11.2.2: a Type VII Kommandant starting in 1943 is KptLt on 1d6 5-6, else OltzS; in 1944 only on a 6', () => {
    const rankOn = (date: '1943-07' | '1944-02', die: number) =>
      (spec.given([]).when(start('VIIC', date), [die]).thenEvents()[0] as CareerStarted).data.rank;
    expect([1, 2, 3, 4, 5, 6].map((d) => rankOn('1943-07', d))).toEqual([
      ...Array(4).fill('OltzS'),
      'KptLt',
      'KptLt',
    ]);
    expect([5, 6].map((d) => rankOn('1944-02', d))).toEqual(['OltzS', 'KptLt']);
  });

  it('11.2.2: every Type IX Kommandant starts as KptLt, with no roll', () => {
    const [event] = spec
      .given([])
      .when(start('IXC/40', '1943-07'), [])
      .thenEvents() as readonly CareerStarted[];
    expect(event.data).toMatchObject({ rank: 'KptLt', rankRoll: null });
  });

  it('4.2.2: a type not yet in service is refused', () => {
    spec
      .given([])
      .when(start('XXI', '1943-07'))
      .thenThrows(RuleViolation, (e) => e.rule === '4.2.2' && e.code === 'career/boat-not-available');
  });

  it('4.2.1: the campaign runs 7/43 to 5/45', () => {
    spec
      .given([])
      .when(start('VIIC', '1942-01'))
      .thenThrows(RuleViolation, (e) => e.rule === '4.2.1');
    spec
      .given([])
      .when(start('VIIC', '1945-06'))
      .thenThrows(RuleViolation, (e) => e.rule === '4.2.1');
  });

  it('4.5: at most four torpedoes are re-typed', () => {
    spec
      .given([])
      .when(start('VIIC', '1943-07', 5))
      .thenThrows(RuleViolation, (e) => e.code === 'setup/too-many-torpedo-swaps');
  });

  it('a career starts once', () => {
    spec
      .given([started()])
      .when(start())
      .thenThrows(RuleViolation, (e) => e.code === 'command/not-pending');
  });

  it('an unknown command type or a missing field is a typed error', () => {
    spec
      .given([])
      .when({ type: 'FireEverything', data: {} } as never)
      .thenThrows(UnknownCommand);
    spec
      .given([])
      .when({ type: 'StartCareer', data: { uboatType: 'VIIC' } } as never)
      .thenThrows(InvalidCommand, (e) => e.field === 'data.startDate');
  });
});

describe('the last month (5.1)', () => {
  it('5.1.1, E-WAR-END (000 L630, L693): a career started in 5/45 gets its patrol, rolled on the 1945 [P1] column', () => {
    const [assigned] = spec
      .given([started('VIIC', '1945-05')])
      .when(assignPatrol, { '2d6': [[2, 2]] })
      .thenEvents();
    expect(assigned).toMatchObject({ type: 'PatrolAssigned', data: { area: 'britishIsles' } });
  });

  it('5.1.1: a career in port after 5/45 gets no patrol: the war is over and the career ends', () => {
    const inJune = [started('VIIC', '1945-05'), ...earlierPatrol({ date: '1945-05', nextPatrol: '1945-06' })];
    const [ended] = spec.given(inJune).when(assignPatrol).thenEvents();
    expect(ended).toMatchObject({
      type: 'CareerEnded',
      data: { reason: 'warOver', rule: '5.1.1', tonnage: 0, victoryLevel: 'defeat' },
    });
  });
});
