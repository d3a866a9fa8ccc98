import { initialState, RuleViolation, type CareerEvent, type PlayedCareer } from '@periscope/rules';
import { captured } from '../captured.test-support';
import { UsageError } from '../options';
import { medCellOf, medOutcomeOf, type MedCellReport, type MedSimulationReport } from './simulate-med';
import { renderMedSimulation } from './simulate-med-report';
import { parseSimulateArgs, simulate } from './simulate.command';

const run = (...args: string[]) =>
  captured(() => simulate(['--campaign', 'med', '--careers', '12', '--seed', 'med-sim', ...args]));

describe('periscope simulate --campaign med', () => {
  it('plays Adua, Marconi and Acciaio from 6/40 and 6/42, the same bytes for the same seed', async () => {
    const a = await run();
    const again = await run();
    expect(a.code).toBe(0);
    expect(again.stdout).toBe(a.stdout);
    expect(a.stdout).toContain(
      'Beneath the Med: careers played to their end by its rules, on the designed chart pack',
    );
    expect(a.stdout).not.toMatch(/preview/i);
    expect(a.stdout).toMatch(/^\| moderate \| Adua +\| 1940-06 \| +12 \|/m);
    expect(a.stdout).toMatch(/^\| moderate \| Marconi \| 1942-06 \| +12 \|/m);
    // 4.2.1: no Acciaio before 4/42, said rather than refused
    expect(a.stdout).toContain('> Acciaio 1940-06: not played, in service from 1942-04 (4.2.1).');
    expect(a.stdout).toContain('Careers finished by the rules (5.1)');
    expect(a.stderr).toContain('[simulate] 60 careers in');
  });

  it('tallies every career honestly: finished or stopped, each stop under its rule, in every class and start', async () => {
    const { stdout } = await run('--json', '--policy', 'aggressive');
    const report = JSON.parse(stdout) as MedSimulationReport;
    expect(report).toMatchObject({ campaign: 'beneath-the-med', policy: 'aggressive', careers: 12 });
    const played = report.cells.filter((c): c is MedCellReport => 'careers' in c);
    expect(played.map((c) => `${c.uboatClass} ${c.startDate}`)).toEqual([
      'Adua 1940-06',
      'Adua 1942-06',
      'Marconi 1940-06',
      'Marconi 1942-06',
      'Acciaio 1942-06',
    ]);
    for (const cell of played) {
      expect(cell.finished + cell.stopped).toBe(cell.careers);
      expect(cell.stoppedAt.reduce((n, s) => n + s.careers, 0)).toBe(cell.stopped);
      expect(Object.values(cell.ends).reduce((n, k) => n + k, 0)).toBe(cell.finished);
      expect(cell.patrols).toBeGreaterThanOrEqual(cell.careers); // every career sails its first patrol
      expect(cell.tonnagePerPatrol).toBeCloseTo((cell.tonnage.mean * cell.careers) / cell.patrols);
      expect(cell.torpedoes.hits).toBeLessThanOrEqual(cell.torpedoes.fired);
    }
    expect(report.cells).toContainEqual({
      uboatClass: 'Acciaio',
      startDate: '1940-06',
      inServiceFrom: '1942-04',
    });
  });

  it('takes --class and --start lists, refuses --class without it and --type with it', () => {
    const med = parseSimulateArgs(['--campaign', 'med', '--class', 'Perla,Cagni', '--start', '1941-03']);
    expect(med).toMatchObject({
      campaign: 'beneath-the-med',
      classes: ['Perla', 'Cagni'],
      startDates: ['1941-03'],
    });
    expect(parseSimulateArgs([])).toMatchObject({
      campaign: 'the-hunted',
      uboatType: 'VIIC',
      startDate: '1943-07',
    });
    expect(() => parseSimulateArgs(['--class', 'Perla'])).toThrow(/--class takes a class of Beneath the Med/);
    expect(() => parseSimulateArgs(['--campaign', 'med', '--type', 'VIIC'])).toThrow(UsageError);
    expect(() => parseSimulateArgs(['--campaign', 'med', '--class', 'VIIC'])).toThrow(/--class takes Adua/);
    expect(() => parseSimulateArgs(['--campaign', 'atlantic'])).toThrow(/--campaign takes the-hunted/);
    expect(() => parseSimulateArgs(['--campaign', 'med', '--start', '6/40'])).toThrow(
      /--start takes YYYY-MM/,
    );
  });
});

describe('what a Beneath the Med career counts for', () => {
  const career = (events: object[], change: Partial<PlayedCareer> = {}): PlayedCareer => ({
    state: {
      ...initialState(),
      tonnage: 9_000,
      step: { kind: 'blocked', rule: '7.5.9', reason: '(the refit)' },
    },
    events: events as CareerEvent[],
    commands: [],
    stopped: 'blocked',
    ...change,
  });
  const patrol = { type: 'PatrolAssigned', data: {} };
  const sunk = { type: 'ShipSunk', data: { tonnage: 4500 } };
  const torpedo = (hit: boolean) => ({ type: 'TorpedoFired', data: { hit } });

  it('a career stopped at a rule: alive, its patrols, sinkings and torpedoes counted up to the stop', () => {
    const events = [patrol, torpedo(true), torpedo(false), sunk, sunk];
    expect(medOutcomeOf(career(events))).toEqual({
      end: null,
      stoppedAt: { rule: '7.5.9', how: 'blocked' },
      alive: true,
      patrols: 1,
      shipsSunk: 2,
      tonnage: 9_000,
      torpedoesFired: 2,
      torpedoHits: 1,
    });
  });

  it('a career ended by the rules: lost when sunk, alive at the war’s end; a refused command is a stop of its own', () => {
    const ended = (reason: string) =>
      career([patrol, { type: 'CareerEnded', data: { reason } }], {
        stopped: 'ended',
        state: { ...initialState(), step: { kind: 'ended', reason } } as PlayedCareer['state'],
      });
    expect(medOutcomeOf(ended('sunk'))).toMatchObject({ end: 'sunk', stoppedAt: null, alive: false });
    expect(medOutcomeOf(ended('warOver'))).toMatchObject({ end: 'warOver', alive: true });
    const refused = career([patrol], {
      stopped: 'refused',
      state: { ...initialState(), step: { kind: 'firing' } } as PlayedCareer['state'],
      refused: new RuleViolation('7.2.3', 'combat/no-such-target', 'There is no target 3 afloat'),
    });
    expect(medOutcomeOf(refused).stoppedAt).toEqual({ rule: '7.2.3', how: 'refused' });
  });

  it('prints "n of N" under each rule, a column per class and start, and all of them', () => {
    const stoppedAt = (rule: string) =>
      medOutcomeOf(
        career([patrol], {
          state: { ...initialState(), step: { kind: 'blocked', rule, reason: '' } },
        }),
      );
    const adua = medCellOf('Adua', '1940-06', [stoppedAt('7.5.9'), stoppedAt('7.5.9'), stoppedAt('7.2.5')]);
    const perla = medCellOf('Perla', '1942-06', [stoppedAt('7.2.5')]);
    const report: MedSimulationReport = {
      campaign: 'beneath-the-med',
      policy: 'moderate',
      seed: 's',
      careers: 3,
      cells: [adua, perla],
    };
    const table = renderMedSimulation(report);
    expect(table).toContain('| rule  | how          | Adua 1940-06 | Perla 1942-06 |    all |');
    expect(table).toContain('| 7.2.5 | blocked step |       1 of 3 |        1 of 1 | 2 of 4 |');
    expect(table).toContain('| 7.5.9 | blocked step |       2 of 3 |        0 of 1 | 2 of 4 |');
    expect(renderMedSimulation(report, 'es')).toContain('| 7.5.9 | paso bloqueado |       2 de 3 |');
  });

  it('names how its careers ended in its words, its Comandante killed and its submarine sunk, in every language (5.1)', () => {
    const ended = (reason: string) =>
      medOutcomeOf(
        career([patrol, { type: 'CareerEnded', data: { reason } }], {
          stopped: 'ended',
          state: { ...initialState(), step: { kind: 'ended', reason } } as PlayedCareer['state'],
        }),
      );
    const report: MedSimulationReport = {
      campaign: 'beneath-the-med',
      policy: 'moderate',
      seed: 's',
      careers: 3,
      cells: [medCellOf('Perla', '1942-06', [ended('kommandantKilled'), ended('sunk'), ended('captured')])],
    };
    const ends = (language: 'en' | 'es' | 'it') =>
      renderMedSimulation(report, language)
        .split('\n')
        .filter((line) => /\b1 (of|de|su) 3\b/.test(line))
        .map((line) => line.split('|')[1].trim())
        .sort();
    expect(ends('en')).toEqual(['Comandante killed', 'Crew taken prisoner', 'Submarine sunk']);
    expect(ends('es')).toEqual(['Comandante muerto', 'Submarino hundido', 'Tripulación hecha prisionera']);
    expect(ends('it')).toEqual([
      'Comandante ucciso',
      'Equipaggio fatto prigioniero',
      'Sommergibile affondato',
    ]);
    for (const language of ['en', 'es', 'it'] as const)
      expect(renderMedSimulation(report, language)).not.toMatch(/[Kk]ommandant|U-Bo/);
  });
});
