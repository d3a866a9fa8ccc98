import { readFileSync, writeFileSync } from 'node:fs';
import { captured } from '../captured.test-support';
import { main } from '../main';
import { play } from '../play/play.command';
import { pipedIO, tempFile } from '../play/play.test-support';

/** A career played to its end by a bot in the terminal, saved with --save. */
async function savedPlay(name: string): Promise<string> {
  const save = tempFile(name);
  const { io } = pipedIO([]);
  const args = ['--seed', 'audit-a-play', '--type', 'VIIC', '--start', '1943-07', '--bot', 'aggressive'];
  expect(await captured(() => play([...args, '--save', save], io))).toMatchObject({ code: 0 });
  return save;
}

describe('periscope audit of a file saved by periscope play --save', () => {
  let save: string;
  beforeAll(async () => {
    save = await savedPlay('career.ndjson');
  });

  it('audits it as a career export: chain, every roll, the replay, the result; exit 0', async () => {
    const { code, stdout, stderr } = await captured(() => main(['audit', save]));
    expect(stderr).toContain('a game saved by periscope play');
    expect(stdout).toMatch(/\(a\) chain +PASSED/);
    expect(stdout).toMatch(/\(b\) rolls +PASSED +[1-9]\d* rolls recomputed/);
    expect(stdout).toMatch(/\(c\) replay +PASSED/);
    expect(stdout).toContain('CLEAN: every check passed.');
    expect(code).toBe(0);
  });

  it('finds a die changed in the saved file (exit 1)', async () => {
    const text = readFileSync(save, 'utf8');
    const face = /"faces":\[(\d)\]/.exec(text) as RegExpExecArray;
    const tampered = tempFile('tampered.ndjson');
    writeFileSync(tampered, text.replace(face[0], `"faces":[${(Number(face[1]) % 6) + 1}]`));
    const { code, stdout } = await captured(() => main(['audit', tampered]));
    expect(code).toBe(1);
    expect(stdout).not.toContain('CLEAN');
  });
});
