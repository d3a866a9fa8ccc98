import { captured } from '../../apps/cli/src/captured.test-support';
import { main } from '../main';
import { parseAuditBenchArgs } from './bench-audit.command';

const run = (...argv: string[]) => captured(() => main(argv));

describe('npm run bench:audit --', () => {
  it('verifies an export of bot careers and prints one table, as ratios to sha256 over the export', async () => {
    const { code, stdout } = await run('audit', '--careers', '4', '--runs', '1', '--threads', '2');
    expect(code).toBe(0);
    const [header, , row] = stdout.split('\n');
    expect(header).toMatch(
      /^\| careers \| +events \| +MB \| +chain \(a\) \|.*\| +one thread \|.*\| threads \| +verify \| speed-up \| sha256 of the export \| verify ÷ sha256 \| one thread ÷ sha256 \| +target then \|$/,
    );
    expect(row).toMatch(
      /^\| +4 \| +[\d,]+ \|.*\| +2 \| +[\d,]+ ev\/s \| +\d+\.\d\d× \| +[\d,]+ ev\/s \| +\d+\.\d{3}× \| +\d+\.\d{3}× \| 100,000 ev\/s \(\d+\.\d\d×\) \|$/,
    );
    expect(stdout).toContain('a verification replays all of it');
    expect(stdout).not.toMatch(/PASS|FAIL/);
    expect(stdout).toMatch(
      /\| on AuditRunner's worker thread +\| +\d+\.\d\d s \| +[\d,]+ ev\/s \| +[\d,]+ ms \|/,
    );
    expect(stdout).toMatch(/\| on the event loop +\| +\d+\.\d\d s \| +[\d,]+ ev\/s \| +[\d,]+ ms \|/);
  });

  it('prints JSON, and refuses bad options', async () => {
    const { stdout } = await run('audit', '--careers', '2', '--runs', '1', '--threads', '1', '--json');
    expect(JSON.parse(stdout)).toMatchObject({
      careers: 2,
      runs: 1,
      threads: 1,
      target: 100_000,
      hashEventsPerSecond: expect.any(Number),
      hashRatio: expect.any(Number),
      server: { runs: 1, worker: { maxDelayMs: expect.any(Number) } },
    });
    expect(() => parseAuditBenchArgs(['--careers', '0'])).toThrow(
      '--careers must be a positive integer, got 0',
    );
    expect(() => parseAuditBenchArgs(['--threads', '0'])).toThrow(
      '--threads must be a positive integer, got 0',
    );
  });
});
