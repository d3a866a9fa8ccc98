import { lineOf, lineWhere, rehash, tamper, text } from '@periscope/audit/audit.fixtures';
import { verifyExport, type ExportedEvent } from '@periscope/audit';
import { commitment, POLICIES, rollsIn, type RecordedRoll } from '@periscope/rules';
import { AUDIT_VERIFIERS } from '../audit-verifiers';
import type { CareerAdvanced } from './events';
import { exportGame } from './export-game';
import { gameResult } from './game-result';
import { playGame } from './play-game';
import { recordGame } from './record-game';

const SERVER_SEED = 'export-server-seed-8'; // both boats sink ships, manoeuvres are revealed
const played = playGame(
  [
    { seat: 'a', policy: POLICIES.cautious, seed: 'export-a', secret: 'export-secret-a' },
    { seat: 'b', policy: POLICIES.aggressive, seed: 'export-b', secret: 'export-secret-b' },
  ],
  { serverSeed: SERVER_SEED, terms: { options: { evasiveManoeuvres: 'escortChosen' } } },
);
const events = recordGame(played.commands, SERVER_SEED);
const seeds = { serverSeed: SERVER_SEED, playerSeed: played.state.playerSeed as string };
const finished = (published = { ...gameResult(events) }, serverSeed = SERVER_SEED) =>
  exportGame({ gameId: 'g-1', events, seeds: { ...seeds, serverSeed }, published });
const lines = finished();
const verify = (edited: readonly string[]) => verifyExport(text(edited), { verifiers: AUDIT_VERIFIERS });

const GAME = 'game-g-1';

/** The first line holding a career roll, the roll's path in the event and the roll. */
const rolled = lineWhere(lines, (e) => e.type === 'CareerAdvanced' && rollsIn(e.data).length > 0);
const career = (lineOf(lines, rolled).event.data as CareerAdvanced['data']).events;
const k = career.findIndex((e) => rollsIn(e.data).length > 0);
const roll = rollsIn(career[k].data)[0];

describe('the export of a two-player game (13.1)', () => {
  it('is its one stream: both careers are in it, on the game’s one dice stream', () => {
    expect(played.stopped).toBe('over');
    const { header } = JSON.parse(lines[0]);
    expect(header).toMatchObject({
      kind: 'game',
      id: 'g-1',
      streams: [{ stream: GAME, kind: 'game', seeds }],
    });
    expect(lines).toHaveLength(events.length + 2);
  });

  it('verifies clean once over: every commitment, every roll, every command replayed, the result recomputed', () => {
    const report = verify(lines);
    expect(report.findings).toEqual([]);
    expect(Object.values(report.checks).map((c) => c.status)).toEqual([
      'passed',
      'passed',
      'passed',
      'passed',
    ]);
    const [stream] = report.streams;
    expect(stream.commands).toBe(played.commands.length);
    expect(stream.rolls).toBeGreaterThan(100);
    expect(stream.result).toEqual(stream.published);
    expect(stream.result).toMatchObject({ over: true, winner: played.state.result?.winner ?? null });
    expect(
      Math.max(...Object.values((stream.result as { tonnage: Record<string, number> }).tonnage)),
    ).toBeGreaterThan(0);
  });

  it('while it runs: the seeds sealed, the replay on the recorded dice, even with a command held for a roll', () => {
    const held = events.findIndex((e) => e.type === 'OpponentRollAwaited');
    expect(held).toBeGreaterThan(0);
    const running = exportGame({ gameId: 'g-1', events: events.slice(0, held + 1), seeds: 'sealed' });
    expect(running.join('\n')).not.toContain(SERVER_SEED);
    const report = verify(running);
    expect(report.findings).toEqual([]);
    expect(report.checks.rolls).toMatchObject({ status: 'skipped', note: expect.stringContaining('sealed') });
    expect(report.checks.replay.status).toBe('passed');
  });
});

describe('a tampered game', () => {
  it('points at a roll the seeds do not give: its line, rule, path, faces expected and found', () => {
    const faces = roll.faces.map((f, i) => (i === 0 ? (f % 6) + 1 : f));
    const edited = rehash(tamper(lines, rolled, (e) => withRoll(e, { ...roll, faces })));
    const report = verify(edited);
    expect(report.firstDivergence).toMatchObject({
      check: 'rolls',
      line: rolled,
      stream: GAME,
      type: 'CareerAdvanced',
      rule: roll.rule,
      path: expect.stringMatching(new RegExp(`^data\\.events\\[${k}\\]\\.data\\..*faces$`)),
      expected: roll.faces,
      found: faces,
    });
    expect(report.findings).toContainEqual(expect.objectContaining({ check: 'replay', line: rolled }));
  });

  it('points at a tonnage and a winner that the careers do not give (13.1.3)', () => {
    const ended = lineWhere(lines, (e) => e.type === 'GameEnded');
    const forged = rehash(
      tamper(lines, ended, (e) => ({ ...e, data: { ...(e.data as object), tonnage: { a: 99999, b: 0 } } })),
    );
    expect(verify(forged).firstDivergence).toMatchObject({
      check: 'replay',
      line: ended,
      type: 'GameEnded',
      rule: '13.1.3',
      path: 'data.tonnage.a',
    });
    expect(verify(forged).findings).toContainEqual(
      expect.objectContaining({ check: 'results', line: ended, rule: '13.1.3', path: 'data.tonnage' }),
    );
    const result = gameResult(events);
    const other = result.winner === 'a' ? 'b' : 'a';
    expect(verify(finished({ ...result, winner: other })).findings).toEqual([
      expect.objectContaining({
        check: 'results',
        line: lines.length,
        stream: GAME,
        rule: '13.1.3',
        path: 'published.winner',
        expected: result.winner,
        found: other,
      }),
    ]);
  });

  it('points at events out of order', () => {
    const n = lineWhere(lines, (e) => e.type === 'TurnPassed');
    const swapped = lines.map((l, i) => (i === n - 2 ? lines[n - 1] : i === n - 1 ? lines[n - 2] : l));
    const report = verify(swapped);
    expect(report.firstDivergence).toMatchObject({ line: n - 1, stream: GAME, type: 'TurnPassed' });
    expect(report.findings).toContainEqual(
      expect.objectContaining({ check: 'chain', line: n - 1, expected: n - 3, found: n - 2 }),
    );
    expect(report.checks.replay.status).toBe('failed');
  });

  it('points at a deleted event, even when the forger rehashes the chain', () => {
    const n = lineWhere(lines, (e) => e.type === 'TurnPassed');
    const report = verify(rehash(lines.filter((_, i) => i !== n - 1)));
    expect(report.firstDivergence).toMatchObject({ check: 'replay', line: n - 1, stream: GAME });
    expect(report.findings).toContainEqual(
      expect.objectContaining({ check: 'chain', line: n, expected: n - 2, found: n - 1 }),
    );
  });

  it('points at a server seed that is not the one GameCreated committed to, once', () => {
    const report = verify(finished(undefined, 'another seed'));
    expect(report.findings).toEqual([
      expect.objectContaining({
        check: 'rolls',
        line: 2,
        stream: GAME,
        type: 'GameCreated',
        path: 'data.settings.serverCommitment',
        expected: commitment('another seed'),
        found: commitment(SERVER_SEED),
      }),
    ]);
  });
});

/** The event with the first roll of career event k replaced. */
function withRoll(event: ExportedEvent, replacement: RecordedRoll): ExportedEvent {
  const data = event.data as CareerAdvanced['data'];
  const text = JSON.stringify(data.events[k]).replace(JSON.stringify(roll), JSON.stringify(replacement));
  const changed = data.events.map((e, i) => (i === k ? JSON.parse(text) : e));
  return { ...event, data: { ...data, events: changed } } as ExportedEvent;
}
