import { captured } from '../../apps/cli/src/captured.test-support';
import { main } from '../main';
import { benchRules, parseRulesBenchArgs } from './bench-rules.command';
import { UsageError } from '../../apps/cli/src/options';
import type { RunSample } from './rules-bench';
import { renderRulesTable, rowOf } from './rules-report';

describe('bench rules options', () => {
  it('defaults to 5 runs of 3 s, every policy, a table', () => {
    expect(parseRulesBenchArgs([])).toEqual({
      runs: 5,
      seconds: 3,
      careers: Infinity,
      policies: ['cautious', 'aggressive', 'moderate'],
      json: false,
    });
  });

  it('reads every option', () => {
    const args = ['--runs', '2', '--seconds', '0.5', '--careers', '10', '--policies', 'aggressive', '--json'];
    expect(parseRulesBenchArgs(args)).toEqual({
      runs: 2,
      seconds: 0.5,
      careers: 10,
      policies: ['aggressive'],
      json: true,
    });
  });

  it.each([
    [['--runs', '0'], /--runs must be a positive integer/],
    [['--seconds', 'soon'], /--seconds must be a positive number/],
    [['--careers', '1.5'], /--careers must be a positive integer/],
    [['--policies', 'reckless'], /--policies takes cautious, aggressive/],
  ])('rejects %j', (args, message) => {
    expect(() => parseRulesBenchArgs(args)).toThrow(UsageError);
    expect(() => parseRulesBenchArgs(args)).toThrow(message);
  });

  it('is a CLI command with its usage, and a bad option exits 2', async () => {
    const help = await captured(() => main(['rules', '--help']));
    expect(help).toMatchObject({ code: 0 });
    expect(help.stdout).toContain('bench rules [--runs 5] [--seconds 3]');
    const bad = await captured(() => main(['rules', '--runs', 'x']));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--runs must be a positive integer');
    expect(() => parseRulesBenchArgs(['--fast'])).toThrow(
      expect.objectContaining({ code: 'ERR_PARSE_ARGS_UNKNOWN_OPTION' }),
    );
  });
});

describe('bench rules', () => {
  it('prints one table with a row per policy after a tiny run, progress on stderr', async () => {
    const { code, stdout, stderr } = await captured(() => benchRules(['--seconds', '0.2', '--runs', '1']));
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(
      /^\| policy +\| careers \|.*\| +events\/s \|.*\| +dice alone \| events\/s ÷ rolls\/s \| +JSON round trip \| events\/s ÷ JSON \| +target then \|$/,
    );
    expect(lines[0]).toContain('whole careers/s');
    expect(lines[2]).toMatch(
      /^\| cautious +\| +[1-9][\d,]* \|.*ev\/s \| +[\d,]+ rolls\/s \| +\d+\.\d{3}× \| +[\d,]+ ev\/s \| +\d+\.\d\d× \| 200,000 ev\/s \(\d+\.\d\d×\) \|$/,
    );
    expect(stdout).not.toMatch(/PASS|FAIL/);
    expect(lines[3]).toMatch(/^\| aggressive \|/);
    expect(stderr).toContain('[bench] cautious run 1/1:');
  });

  it('prints JSON with --json', async () => {
    const { stdout } = await captured(() =>
      benchRules(['--seconds', '0.1', '--runs', '1', '--policies', 'cautious', '--json']),
    );
    const report = JSON.parse(stdout);
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({ policy: 'cautious', runs: 1, target: 200_000 });
    expect(report.rows[0].events).toBeGreaterThan(0);
  });
});

describe('bench rules report', () => {
  const sample = (events: number, engineSeconds: number): RunSample => ({
    careers: 10,
    wholeCareers: 8,
    notImplemented: 2,
    notImplementedRules: ['7.3.7'],
    patrols: 3,
    commands: 40,
    events,
    engineSeconds,
    startSeconds: engineSeconds / 2,
    playSeconds: engineSeconds * 2,
    rolls: events * 2,
    diceSeconds: engineSeconds / 10,
    jsonSeconds: engineSeconds / 4,
  });

  it('takes the median of each figure, and shows the old target as information', () => {
    const row = rowOf('aggressive', [sample(100, 0.001), sample(300, 0.001), sample(250, 0.001)]);
    expect(row).toMatchObject({ events: 250, eventsPerSecond: 250_000, wholeCareersPerSecond: 8_000 });
    expect(row).toMatchObject({ ratio: 1.25, startCareerShare: 0.5, notImplementedRules: ['7.3.7'] });
    expect(row).not.toHaveProperty('pass');
  });

  it('divides events/s by the floors timed in the same run: the dice alone and a JSON round trip', () => {
    // Run 1: 200 events in 1 ms, 400 rolls in 0.1 ms, JSON in 0.25 ms. Run 2, a machine twice as slow: the same.
    const row = rowOf('cautious', [sample(200, 0.001), sample(200, 0.002)]);
    expect(row.rollsPerSecond).toBeCloseTo(3_000_000); // the median of 4,000,000 and 2,000,000 rolls/s
    expect(row.rollsPerEvent).toBe(2);
    expect(row.diceRatio).toBeCloseTo(0.05); // 200,000 ev/s ÷ 4,000,000 rolls/s in both runs
    expect(row.jsonRatio).toBeCloseTo(0.25);
    expect(row.jsonEventsPerSecond).toBeCloseTo(600_000);
  });

  it('renders the notes under the table', () => {
    const row = rowOf('cautious', [sample(100, 0.001)]);
    const table = renderRulesTable({ rows: [row], runs: 1, secondsPerRun: 1, seconds: 1, notes: ['> note'] });
    expect(table).toContain('| 100,000 ev/s |');
    expect(table).toMatch(/\| 2,000,000 rolls\/s \| +0\.050× \| +400,000 ev\/s \| +0\.25× \|/);
    expect(table).toContain('| 200,000 ev/s (0.50×) |');
    expect(table.trimEnd().endsWith('> note')).toBe(true);
  });
});
