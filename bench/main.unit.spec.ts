import { captured } from '../apps/cli/src/captured.test-support';
import { main } from './main';

describe('npm run bench:<name> (the CLI dispatcher with the benchmarks)', () => {
  it('lists every benchmark in its help, and refuses an unknown one with exit 2', async () => {
    const help = await captured(() => main(['--help']));
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run bench:<name> -- \[options\]\n\nbenchmarks:\n/);
    for (const name of ['store', 'audit', 'live', 'tournament', 'rules', 'nodes'])
      expect(help.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
    const unknown = await captured(() => main(['warp']));
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toMatch(/^bench: unknown command "warp"/);
  });
});
