import { captured } from './captured.test-support';
import { dispatch, runAsProcess, type Program } from './dispatch';

class UsageError extends Error {
  override name = 'UsageError';
}

/** A program of two entries, one of two words; `fail` throws what it is told. */
const TOY: Program = {
  name: 'toy',
  synopsis: 'toy <command> [options]',
  entriesTitle: 'commands',
  entries: {
    echo: {
      summary: 'prints its arguments',
      usage: async () => 'echo [words]',
      run: async (args) => (process.stdout.write(`${args.join(' ')}\n`), 0),
    },
    'fail now': {
      summary: 'throws',
      usage: async () => 'fail now [--usage]',
      run: async (args) => {
        throw args.includes('--usage') ? new UsageError('--usage was given') : new Error('broken');
      },
    },
  },
  footer: 'toy <command> --help shows its options.',
  usagePrefix: 'toy ',
  version: () => '1.2.3',
};
const run = (...argv: string[]) => captured(() => dispatch(TOY, argv));

describe('the dispatcher of the CLI and the benchmarks', () => {
  it('runs the entry argv names, a name of several words too, with the arguments after it', async () => {
    expect(await run('echo', 'a', 'b')).toEqual({ code: 0, stdout: 'a b\n', stderr: '' });
    await expect(run('fail', 'now')).rejects.toThrow('broken');
  });

  it('prints the help on stdout for --help, help or nothing, every entry on its own line', async () => {
    for (const argv of [['--help'], ['help'], []]) {
      const { code, stdout } = await run(...argv);
      expect(code).toBe(0);
      expect(stdout).toBe(
        'usage: toy <command> [options]\n\ncommands:\n' +
          '  echo      prints its arguments\n  fail now  throws\n\ntoy <command> --help shows its options.\n',
      );
    }
  });

  it("prints an entry's usage for its --help; a usage error prints it on stderr and exits 2", async () => {
    expect(await run('fail', 'now', '-h')).toMatchObject({
      code: 0,
      stdout: 'usage: toy fail now [--usage]\n',
    });
    expect(await run('fail', 'now', '--usage')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'toy fail now: --usage was given\nusage: toy fail now [--usage]\n',
    });
  });

  it('names an unknown command on stderr with the help, exit 2; --version prints the version', async () => {
    const unknown = await run('fly');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^toy: unknown command "fly"\n\nusage: toy <command>/);
    expect(await run('-V')).toEqual({ code: 0, stdout: 'toy 1.2.3\n', stderr: '' });
  });

  it('as the process: the exit code, or 1 and the error on stderr', async () => {
    const before = process.exitCode;
    try {
      await captured(async () => (await runAsProcess('toy', Promise.resolve(2)), 0));
      expect(process.exitCode).toBe(2);
      const failed = await captured(
        async () => (await runAsProcess('toy', Promise.reject(new Error('x'))), 0),
      );
      expect(process.exitCode).toBe(1);
      expect(failed.stderr).toMatch(/^toy: Error: x/);
    } finally {
      process.exitCode = before;
    }
  });
});
