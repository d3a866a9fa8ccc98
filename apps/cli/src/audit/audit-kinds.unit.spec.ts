import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toNdjson, type AuditReport } from '@periscope/audit';
import { duel } from '@periscope/play';
import { playedTournament, tournamentExport } from '@periscope/play/play.fixtures';
import { POLICIES } from '@periscope/rules';
import { captured } from '../captured.test-support';
import { main } from '../main';

/** Runs the CLI with stdout and stderr captured. */
const run = (...argv: string[]) => captured(() => main(argv));

const dir = mkdtempSync(join(tmpdir(), 'periscope-audit-kinds-'));
const write = (name: string, lines: readonly string[]) => {
  writeFileSync(join(dir, name), toNdjson(lines));
  return join(dir, name);
};

const serverSeed = 'cli-game-seed';
const game = duel.playGame(
  [
    { seat: 'a', policy: POLICIES.cautious, seed: 'cli-a', secret: 'cli-secret-a' },
    { seat: 'b', policy: POLICIES.aggressive, seed: 'cli-b', secret: 'cli-secret-b' },
  ],
  { serverSeed },
);
const gameEvents = duel.recordGame(game.commands, serverSeed);
const gameFile = write(
  'game.ndjson',
  duel.exportGame({
    gameId: 'g-cli',
    events: gameEvents,
    seeds: { serverSeed, playerSeed: game.state.playerSeed as string },
    published: { ...duel.gameResult(gameEvents) },
  }),
);
const tournament = tournamentExport(playedTournament(6));
const tournamentFile = write('tournament.ndjson', tournament);
const disqualified = tournament.findIndex((l) => l.includes('"type":"EntrantDisqualified"'));
const forgedFile = write(
  'forged.ndjson',
  tournament.map((l, i) => (i === disqualified ? l.replace('"two accounts"', '"one account"') : l)),
);

describe('periscope audit, any kind of export', () => {
  it('verifies a two-player game offline: exit 0', async () => {
    const { code, stdout } = await run('audit', gameFile);
    expect(stdout).toContain(`game g-cli, ${gameEvents.length} events`);
    expect(stdout).toContain('CLEAN: every check passed.');
    expect(code).toBe(0);
  });

  it('verifies a tournament offline, and writes its HTML report: exit 0', async () => {
    const html = join(dir, 'tournament.html');
    const { code, stdout } = await run('audit', tournamentFile, '--html', html);
    expect(stdout).toContain('tournament t-audit');
    expect(stdout).toContain('CLEAN: every check passed.');
    expect(code).toBe(0);
    expect(readFileSync(html, 'utf8')).toContain('tournament-t-audit');
  });

  it('exits 1 on a tournament whose event was changed, and names the line', async () => {
    const { code, stdout } = await run('audit', forgedFile);
    expect(code).toBe(1);
    expect(stdout).toContain(`FIRST DIVERGENCE at line ${disqualified + 1}, tournament-t-audit`);
  });

  it('--lang it: a two-player game whose seed was changed says each finding in Italian (13.1.1)', async () => {
    const lines = duel.exportGame({
      gameId: 'g-cli',
      events: gameEvents,
      seeds: { serverSeed, playerSeed: game.state.playerSeed as string },
      published: { ...duel.gameResult(gameEvents) },
    });
    const revealed = lines.findIndex((l) => l.includes('"type":"SeedRevealed"'));
    const file = write(
      'game-seed.ndjson',
      lines.map((l, i) => (i === revealed ? l.replace(/"seed":"cli-(a|b)"/, '"seed":"forged"') : l)),
    );
    const { code, stdout } = await run('audit', file, '--lang', 'it');
    expect(code).toBe(1);
    const { findings } = JSON.parse((await run('audit', file, '--json')).stdout) as AuditReport;
    expect(findings.map((f) => f.code)).toEqual(expect.arrayContaining(['seatSeed', 'hashChanged']));
    for (const finding of findings) expect(stdout).not.toContain(finding.message);
    expect(stdout).toMatch(/Il seme del posto [ab] non corrisponde al suo impegno\./);
  });

  it('--lang es: a changed tournament says each finding in Spanish', async () => {
    const { stdout } = await run('audit', forgedFile, '--lang', 'es');
    const { findings } = JSON.parse((await run('audit', forgedFile, '--json')).stdout) as AuditReport;
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) {
      expect(finding.code).toEqual(expect.any(String));
      expect(stdout).not.toContain(finding.message);
    }
    expect(stdout).toContain('PRIMERA DIVERGENCIA');
  });

  it('gives the same report on one thread as on two (careers verified side by side, the standings on the main one)', async () => {
    for (const file of [tournamentFile, forgedFile]) {
      const one = await run('audit', file, '--json', '--threads', '1');
      const two = await run('audit', file, '--json', '--threads', '2');
      expect(two.code).toBe(one.code);
      expect(JSON.parse(two.stdout)).toEqual(JSON.parse(one.stdout));
    }
  });
});
