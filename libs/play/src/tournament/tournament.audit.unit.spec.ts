import { lineOf, lineWhere, rehash, tamper, text } from '@periscope/audit/audit.fixtures';
import { verifyExport, type ExportedEvent, type StreamVerifier } from '@periscope/audit';
import { commitment, type RecordedRoll } from '@periscope/rules';
import { AUDIT_VERIFIERS } from '../audit-verifiers';
import { decide } from './decide';
import { exportTournament } from './export-tournament';
import type { Standings } from './standings';
import { initialState } from './state';
import { playedTournament, publishedStandings, TOURNAMENT_SEED, tournamentExport } from '../play.fixtures';

const verify = (lines: readonly string[], verifiers = AUDIT_VERIFIERS) =>
  verifyExport(text(lines), { verifiers });

const TOURNAMENT = 'tournament-t-audit';

describe('a clean export of a 100-entrant tournament', () => {
  const played = playedTournament(100);
  const lines = tournamentExport(played);

  it('verifies: the chain, every roll of every career, every command replayed, the standings recomputed', () => {
    const report = verify(lines);
    expect(report.findings).toEqual([]);
    expect(report.ok).toBe(true);
    expect(Object.values(report.checks).map((c) => c.status)).toEqual([
      'passed',
      'passed',
      'passed',
      'passed',
    ]);
    expect(report.checks.results.note).toBe(
      "the standings (tonnage, patrols, fates, packs), with disqualifications and withdrawals; each career's " +
        'tonnage, patrols and victory level: recomputed from the events, with the rulings applied',
    );
    // The tournament, 100 careers, and the one rulings stream (not a stream summary).
    expect(report.streams).toHaveLength(101);
    const [tournament, ...careers] = report.streams;
    expect(tournament).toMatchObject({ stream: TOURNAMENT, kind: 'tournament', sealed: false });
    expect(tournament.commands).toBe(played.tournament.events.length);
    expect(tournament.result).toEqual(tournament.published);
    expect(careers.every((c) => c.kind === 'career' && c.rolls > 0 && c.result !== null)).toBe(true);
    expect(report.rulings).toEqual([expect.objectContaining({ rulingId: 'r-1', problem: null })]);
  });

  it('honours the disqualification and the ruling in the standings it recomputes', () => {
    const { individual } = verify(lines).streams[0].result as unknown as Standings;
    expect(individual.find((r) => r.careerId === 'entrant-1')).toMatchObject({
      rank: null,
      standing: 'disqualified',
    });
    const ruled = played.careers.find((c) => c.rulings.length > 0);
    const unruled = publishedStandings({
      ...played,
      careers: played.careers.map((c) => ({ ...c, rulings: [] })),
    });
    const tonnage = (board: { individual: readonly { careerId: string; tonnage: number }[] }) =>
      board.individual.find((r) => r.careerId === ruled?.careerId)?.tonnage;
    expect(tonnage({ individual })).toBeLessThan(tonnage(unruled) as number);
  });
});

describe('the audit of a small tournament', () => {
  const played = playedTournament(8);
  const lines = tournamentExport(played);
  const streamAt = (n: number) => lineOf(lines, n).event.stream;

  it('verifies clean', () => {
    expect(verify(lines).findings).toEqual([]);
  });

  it('while it runs: its seed sealed, the commands replayed, the standings so far recomputed; the report says so', () => {
    const running = playedTournament(8, {}, { finish: false });
    const report = verify(tournamentExport(running));
    expect(report.ok).toBe(true);
    expect(report.streams[0]).toMatchObject({ stream: TOURNAMENT, sealed: true });
    expect(report.checks.rolls.note).toContain(`sealed (${TOURNAMENT}`);
    expect(JSON.parse(tournamentExport(running)[0]).header.streams[0].seeds).toBe('sealed');
  });

  it('points at a tampered roll in an entrant’s career: its stream, line, rule, faces expected and found', () => {
    const n = lineWhere(lines, (e) => e.stream.startsWith('career-') && rollOf(e) !== undefined);
    const roll = rollOf(lineOf(lines, n).event) as RecordedRoll;
    const faces = roll.faces.map((f, i) => (i === 0 ? (f % 6) + 1 : f));
    const edited = rehash(
      tamper(lines, n, (e) => ({ ...e, data: { ...(e.data as object), roll: { ...roll, faces } } })),
    );
    expect(verify(edited).firstDivergence).toMatchObject({
      check: 'rolls',
      line: n,
      stream: streamAt(n),
      rule: roll.rule,
      path: 'data.roll.faces',
      expected: roll.faces,
      found: faces,
    });
  });

  it('points at a published standing that the careers do not give (13.2)', () => {
    const board = publishedStandings(played);
    const first = board.individual[0];
    const inflated = {
      ...board,
      individual: [{ ...first, tonnage: first.tonnage + 1000 }, ...board.individual.slice(1)],
    };
    const report = verify(tournamentExport(played, { published: inflated }));
    expect(report.findings).toEqual([
      expect.objectContaining({
        check: 'results',
        line: lines.length,
        stream: TOURNAMENT,
        rule: '13.2',
        path: 'published.individual[0].tonnage',
        expected: first.tonnage,
        found: first.tonnage + 1000,
      }),
    ]);
  });

  it('points at a sinking whose tonnage was changed, and the standings it no longer gives', () => {
    // A sinking no ruling voided.
    const ruled = `career-${played.careers.find((c) => c.rulings.length > 0)?.careerId}`;
    const n = lineWhere(lines, (e) => e.type === 'ShipSunk' && e.stream !== ruled);
    const real = (lineOf(lines, n).event.data as { tonnage: number }).tonnage;
    const edited = rehash(
      tamper(lines, n, (e) => ({ ...e, data: { ...(e.data as object), tonnage: real + 5000 } })),
    );
    const report = verify(edited);
    expect(report.firstDivergence).toMatchObject({
      check: 'replay',
      line: n,
      stream: streamAt(n),
      type: 'ShipSunk',
      path: 'data.tonnage',
      expected: real,
      found: real + 5000,
    });
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        check: 'results',
        stream: TOURNAMENT,
        path: expect.stringMatching(/^published\./),
      }),
    );
  });

  it('points at two events of the tournament out of order', () => {
    const n = lineWhere(lines, (e) => e.type === 'EntrantRegistered') + 1;
    const swapped = lines.map((l, i) => (i === n - 2 ? lines[n - 1] : i === n - 1 ? lines[n - 2] : l));
    const report = verify(rehash(swapped));
    expect(report.firstDivergence).toMatchObject({
      check: 'replay',
      line: n - 1,
      stream: TOURNAMENT,
      type: 'EntrantRegistered',
      path: 'data.number',
    });
    expect(report.findings).toContainEqual(
      expect.objectContaining({ check: 'chain', line: n - 1, expected: n - 3, found: n - 2 }),
    );
  });

  it('points at a deleted event: the disqualification, and the standings that counted it', () => {
    const n = lineWhere(lines, (e) => e.type === 'EntrantDisqualified');
    const report = verify(rehash(lines.filter((_, i) => i !== n - 1)));
    expect(report.firstDivergence).toMatchObject({
      check: 'chain',
      line: n,
      stream: TOURNAMENT,
      expected: n - 2,
      found: n - 1,
    });
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        check: 'results',
        stream: TOURNAMENT,
        rule: '13.2',
        path: expect.stringMatching(/^published\.individual\[\d+\]/),
      }),
    );
  });

  it('points at a seed that is not the one TournamentCreated committed to (T-SEED)', () => {
    const report = verify(tournamentExport(played, { serverSeed: 'another seed' }));
    expect(report.findings).toEqual([
      expect.objectContaining({
        check: 'rolls',
        line: 2,
        stream: TOURNAMENT,
        type: 'TournamentCreated',
        rule: 'T-SEED',
        path: 'data.seedCommitment',
        expected: commitment('another seed'),
        found: commitment(TOURNAMENT_SEED),
      }),
    ]);
  });

  it('points at an entrant whose career is missing from the export', () => {
    const missing = exportTournament({
      tournamentId: 't-audit',
      events: played.tournament.events,
      serverSeed: TOURNAMENT_SEED,
      careers: played.careers.slice(1),
      published: { ...publishedStandings(played) },
    });
    expect(verify(missing).firstDivergence).toMatchObject({
      check: 'results',
      line: lineWhere(lines, (e) => e.type === 'EntrantRegistered'),
      type: 'EntrantRegistered',
      expected: 'career-entrant-0',
    });
  });
});

describe('T-SEED: the tournament commits to its seed', () => {
  const create = (seedCommitment?: string) =>
    decide(initialState(), {
      type: 'CreateTournament',
      data: {
        tournamentId: 't-seed',
        terms: { name: 'Cup', organiser: 'BdU', format: 'wolfpack', startDate: '1943-07' },
        ...(seedCommitment !== undefined && { seedCommitment }),
      },
      actor: 'organiser',
      at: '2025-03-01T12:00:00.000Z',
    });

  it('TournamentCreated publishes the commitment it is given, lowercase; none when none is given', () => {
    const given = commitment(TOURNAMENT_SEED).toUpperCase();
    expect(create(given)[0].data).toMatchObject({ seedCommitment: commitment(TOURNAMENT_SEED) });
    expect(create()[0].data).not.toHaveProperty('seedCommitment');
  });

  it('refuses a commitment that is no sha256', () => {
    expect(() => create('not-a-hash')).toThrow(
      expect.objectContaining({ code: 'tournament/invalid-commitment', rule: 'T-SEED' }),
    );
  });
});

describe('a wolfpack tournament (13.5)', () => {
  const played = playedTournament(12, { format: 'wolfpack' });
  const lines = tournamentExport(played);
  const formed = lineWhere(lines, (e) => e.type === 'WolfpackFormed');

  it('verifies clean: the packs’ names re-drawn from the revealed seed (14.5)', () => {
    const report = verify(lines);
    expect(report.findings).toEqual([]);
    expect(report.streams[0].rolls).toBeGreaterThan(0);
    expect((report.streams[0].result as { packs: unknown[] }).packs).toHaveLength(2);
  });

  it('points at a name roll the seed does not give', () => {
    const roll = (lineOf(lines, formed).event.data as { rolls: RecordedRoll[] }).rolls[0];
    const faces = roll.faces.map((f, i) => (i === 0 ? (f % 6) + 1 : f));
    const edited = rehash(
      tamper(lines, formed, (e) => {
        const data = e.data as { rolls: RecordedRoll[] };
        return { ...e, data: { ...data, rolls: [{ ...roll, faces }, ...data.rolls.slice(1)] } };
      }),
    );
    const report = verify(edited);
    expect(report.firstDivergence).toMatchObject({
      check: 'rolls',
      line: formed,
      type: 'WolfpackFormed',
      rule: roll.rule,
      path: 'data.rolls[0].faces',
      expected: roll.faces,
      found: faces,
    });
    expect(report.findings).toContainEqual(expect.objectContaining({ check: 'replay', line: formed }));
  });

  it('says when a tournament that rolled dice published no commitment of its seed', () => {
    const uncommitted = rehash(
      tamper(lines, 2, (e) => {
        const { seedCommitment: _gone, ...data } = e.data as { seedCommitment: string };
        return { ...e, data, metadata: { ...e.metadata, fingerprint: withoutCommitment(e) } };
      }),
    );
    expect(verify(uncommitted).findings).toEqual([
      expect.objectContaining({ check: 'rolls', line: 2, rule: 'T-SEED', found: null }),
    ]);
  });

  it('checks that each pack’s coordinator rolls on the tournament’s seed as `wolfpack:<pack name>`', () => {
    const quiet: StreamVerifier = {
      recomputes: 'nothing (the pack streams are not what this test looks at)',
      verify: () => ({ findings: [], commands: 0, rolls: 0, sealed: false, facts: null }),
      results: () => null,
    };
    const verifiers = { ...AUDIT_VERIFIERS, wolfpack: quiet };
    const withPacks = (pack: (name: string) => string) => {
      const exported = tournamentExport(played);
      const { header } = JSON.parse(exported[0]);
      const names = (played.tournament.state.packs ?? []).map((p) => p.name);
      header.streams.push(
        ...names.map((name, n) => ({
          stream: `wolfpack-t-audit-${n}`,
          kind: 'wolfpack',
          events: 0,
          seeds: { serverSeed: TOURNAMENT_SEED, playerSeed: pack(name) },
        })),
      );
      return [JSON.stringify({ header }), ...exported.slice(1)];
    };
    expect(
      verify(
        withPacks((name) => `wolfpack:${name}`),
        verifiers,
      ).findings,
    ).toEqual([]);
    expect(
      verify(
        withPacks(() => 'wolfpack:Unknown'),
        verifiers,
      ).findings,
    ).toContainEqual(
      expect.objectContaining({ check: 'rolls', line: 1, stream: 'wolfpack-t-audit-0', rule: '13.5.4' }),
    );
  });
});

const rollOf = (e: ExportedEvent): RecordedRoll | undefined =>
  (e.data as { roll?: RecordedRoll | null }).roll ?? undefined;

const withoutCommitment = (e: ExportedEvent): string => {
  const command = JSON.parse(e.metadata.fingerprint as string);
  delete command.data.seedCommitment;
  return JSON.stringify(command);
};
