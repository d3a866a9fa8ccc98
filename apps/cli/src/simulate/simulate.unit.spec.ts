import { initialState, RuleNotImplemented, type CareerEvent, type PlayedCareer } from '@periscope/rules';
import { captured } from '../captured.test-support';
import { main } from '../main';
import { UsageError } from '../options';
import { careerSeed, outcomeOf, reportOf, type SimulateOptions } from './simulate';
import { parseSimulateArgs, simulate } from './simulate.command';
import { renderSimulation } from './simulate-report';
import { SIMULATE_WORDS } from './simulate-words';

const run = (...args: string[]) => captured(() => simulate(['--careers', '20', ...args]));

describe('periscope simulate', () => {
  it('prints the same output for the same seed, and other figures for another seed', async () => {
    const a = await run('--seed', 'sim-a', '--policy', 'aggressive');
    const again = await run('--seed', 'sim-a', '--policy', 'aggressive');
    expect(a.code).toBe(0);
    expect(again.stdout).toBe(a.stdout);
    const jsonA = JSON.parse((await run('--seed', 'sim-a', '--policy', 'aggressive', '--json')).stdout);
    const jsonB = JSON.parse((await run('--seed', 'sim-b', '--policy', 'aggressive', '--json')).stdout);
    expect(jsonB.seed).toBe('sim-b');
    expect({ ...jsonB, seed: 'sim-a' }).not.toEqual(jsonA);
  });

  it('prints one summary table with the named columns, then the careers by end, victory level and rule', async () => {
    const { stdout, stderr } = await run('--seed', 'sim-table', '--type', 'IXC', '--start', '1944-04');
    const lines = stdout.split('\n');
    for (const column of SIMULATE_WORDS.en.header) expect(lines[0]).toContain(`| ${column}`);
    expect(lines[2]).toMatch(/^\| moderate +\| IXC +\| 1944-04 \| +20 \| +\d+ \(\d+\.\d %\) \| +[\d,]+ t \|/);
    expect(stdout).toContain('Careers by end (5.1)');
    expect(stdout).toContain('Victory levels (5.2)');
    expect(stdout).toContain('> Seed sim-table: career i plays on server seed sha256("sim-table:i")');
    expect(stderr).toContain('[simulate] 2/20 careers\n');
    expect(stderr).toMatch(/\[simulate\] 20 careers in [\d.]+ s: [\d,]+ careers\/s\n$/);
    expect(stdout).not.toContain('careers/s'); // the speed is on stderr: stdout depends on the options only
  });

  it('prints the figures as JSON', async () => {
    const { stdout } = await run('--seed', 'sim-json', '--json');
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({
      policy: 'moderate', // the default
      uboatType: 'VIIC',
      startDate: '1943-07',
      careers: 20,
    });
    const ends = Object.values(report.ends as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(ends).toBe(20);
    expect(report.tonnage.mean).toBeGreaterThanOrEqual(0);
    expect(Object.keys(report)).toEqual(
      expect.arrayContaining(['survived', 'patrols', 'knightsCross', 'victoryLevels', 'stoppedAt']),
    );
  });

  it('exits 2 when StartCareer refuses the type or date, and on a bad option', async () => {
    const late = await captured(() =>
      main(['simulate', '--careers', '1', '--type', 'XXI', '--start', '1943-07']),
    );
    expect(late.code).toBe(2);
    expect(late.stderr).toContain('periscope simulate: The XXI is in service from');
    expect(() => parseSimulateArgs(['--careers', '0'])).toThrow(UsageError);
    expect(() => parseSimulateArgs(['--policy', 'reckless'])).toThrow(
      /--policy takes cautious, aggressive, moderate/,
    );
    expect(() => parseSimulateArgs(['--start', '7/43'])).toThrow(/--start takes YYYY-MM/);
  });

  it('draws a seed when none is given and derives one per career', () => {
    expect(parseSimulateArgs([]).seed).toMatch(/^[0-9a-f]{16}$/);
    expect(careerSeed('s', 1)).not.toBe(careerSeed('s', 2));
    expect(careerSeed('s', 1)).toBe(careerSeed('s', 1));
  });
});

describe('what a career counts for', () => {
  const career = (events: object[], change: Partial<PlayedCareer> = {}): PlayedCareer => ({
    state: { ...initialState(), tonnage: 12_000, patrolsCompleted: 3 },
    events: events as CareerEvent[],
    commands: [],
    stopped: 'ended',
    ...change,
  });
  const ended = (reason: string, extra = {}) => ({ type: 'CareerEnded', data: { reason, ...extra } });
  const sunk = (knightsCross: boolean) => ({ type: 'ShipSunk', data: { tonnage: 8000, knightsCross } });

  it('survives the war ended by warOver or endDate, or alive when stopped; not when sunk', () => {
    expect(outcomeOf(career([ended('warOver', { victoryLevel: 'major' })]))).toMatchObject({
      end: 'warOver',
      survived: true,
      victoryLevel: 'major',
      tonnage: 12_000,
      patrols: 3,
      stoppedAt: null,
    });
    expect(outcomeOf(career([ended('endDate')]))).toMatchObject({ survived: true, victoryLevel: 'n/a' });
    expect(outcomeOf(career([ended('sunk')]))).toMatchObject({ survived: false });
    const blocked = career([], {
      stopped: 'blocked',
      state: { ...initialState(), step: { kind: 'blocked', rule: '10.11', reason: 'refit' } },
    });
    expect(outcomeOf(blocked)).toMatchObject({
      end: 'not ended: blocked',
      survived: true,
      victoryLevel: 'n/a (not ended)',
      stoppedAt: { rule: '10.11', how: 'blocked' },
    });
    const thrown = career([], { stopped: 'notImplemented', notImplemented: new RuleNotImplemented('7.3.7') });
    expect(outcomeOf(thrown).stoppedAt).toEqual({ rule: '7.3.7', how: 'notImplemented' });
  });

  it("counts a Knight's Cross from any event awarding it", () => {
    expect(outcomeOf(career([sunk(false), ended('sunk')])).knightsCross).toBe(false);
    expect(outcomeOf(career([sunk(true), ended('sunk')])).knightsCross).toBe(true);
    const decorated = { type: 'DecorationAwarded', data: { awards: [{ decoration: 'knightsCross' }] } };
    expect(outcomeOf(career([decorated])).knightsCross).toBe(true);
  });

  it('adds the careers up: means, medians, and the rules careers stopped at, most frequent first', () => {
    const options: SimulateOptions = {
      careers: 4,
      uboatType: 'VIIC',
      startDate: '1943-07',
      policy: 'moderate', // the default
      seed: 's',
    };
    const outcome = (tonnage: number, patrols: number, rule: string | null) => ({
      end: rule ? 'not ended: blocked' : 'sunk',
      survived: rule !== null,
      tonnage,
      patrols,
      knightsCross: tonnage > 10_000,
      victoryLevel: 'n/a',
      stoppedAt: rule ? { rule, how: 'blocked' as const } : null,
    });
    const report = reportOf(options, [
      outcome(0, 0, '12.0'),
      outcome(3000, 1, null),
      outcome(30_000, 5, '10.11'),
      outcome(0, 0, '10.11'),
    ]);
    expect(report).toMatchObject({
      careers: 4,
      survived: 3,
      aliveWhenStopped: 3,
      tonnage: { mean: 8250, median: 1500 },
      patrols: { mean: 1.5, median: 0.5 },
      knightsCross: 1,
      ends: { 'not ended: blocked': 3, sunk: 1 },
      stoppedAt: [
        { rule: '10.11', how: 'blocked', careers: 2 },
        { rule: '12.0', how: 'blocked', careers: 1 },
      ],
    });
    const table = renderSimulation(report);
    expect(table).toContain(
      '|       4 |       3 (75.0 %) |      8,250 t |        1,500 t |     1 (25.0 %) |',
    );
    expect(table).toContain('| 10.11 | blocked step |       2 | 50.0 % |');
  });
});
