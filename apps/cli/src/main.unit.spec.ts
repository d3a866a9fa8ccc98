import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { captured } from './captured.test-support';
import { main } from './main';

const run = (...argv: string[]) => captured(() => main(argv));
const { version } = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as {
  version: string;
};

describe('periscope (the command line)', () => {
  it.each([['--help'], ['-h'], ['help'], []])('prints its help on stdout for %p, exit 0', async (...argv) => {
    const { code, stdout, stderr } = await run(...argv);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^usage: periscope <command> \[options\]/);
    expect(stdout).toContain('  audit ');
    expect(stderr).toBe('');
  });

  it("prints a command's options on stdout", async () => {
    const { code, stdout } = await run('audit', '--help');
    expect(code).toBe(0);
    expect(stdout).toContain('--progress');
  });

  it.each([['--version'], ['-V']])('prints the version of the package for %p', async (flag) => {
    const { code, stdout } = await run(flag);
    expect(code).toBe(0);
    expect(stdout).toBe(`periscope ${version}\n`);
  });

  it('names an unknown command on stderr, with the help, exit 2', async () => {
    const { code, stdout, stderr } = await run('fly');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^periscope: unknown command "fly"\n\nusage: periscope/);
  });
});
