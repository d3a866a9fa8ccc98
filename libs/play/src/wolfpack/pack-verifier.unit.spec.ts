import { exportStreams, toNdjson, verifyExport, type Finding } from '@periscope/audit';
import { chartPackHash, defaultChartPack } from '@periscope/rules';
import { packPlayerSeed } from './coordinator';
import type { PackEvent, WolfpackFormed, WolfpackRoundStarted } from './events';
import { packVerifier } from './pack-verifier';
import { playWolfpackTournament } from './play-tournament';

const SERVER_SEED = 'pack-verifier-seed';
const played = playWolfpackTournament({
  serverSeed: SERVER_SEED,
  entrants: Array.from({ length: 6 }, (_, i) => `Kptlt. ${i + 1}`),
});
const pack = (played.events.find((e) => e.type === 'WolfpackFormed') as WolfpackFormed).data.pack;
const packEvents = played.events.filter(
  (e): e is PackEvent =>
    e.type !== 'WolfpackFormed' && e.type !== 'CareerAdvanced' && e.type !== 'WolfpackTournamentEnded',
);
const seeds = { serverSeed: SERVER_SEED, playerSeed: packPlayerSeed(pack) };

/** The coordinator's stream as an export holds it, audited with the pack verifier. */
function audit(events: readonly PackEvent[], streamSeeds: typeof seeds | 'sealed' = seeds) {
  const text = toNdjson(
    exportStreams({
      kind: 'wolfpack',
      id: 'test-pack',
      chartPack: { version: defaultChartPack.version, hash: chartPackHash(defaultChartPack) },
      streams: [
        {
          stream: 'wolfpack-test-0',
          kind: 'wolfpack',
          seeds: streamSeeds,
          events: events.map((e, revision) => ({
            revision,
            type: e.type,
            data: e.data,
            metadata: { commandId: `c${revision}` },
          })),
        },
      ],
    }),
  );
  return verifyExport(text, { verifiers: { wolfpack: packVerifier } });
}

const messages = (findings: readonly Finding[]) => findings.map((f) => `${f.check} ${f.rule}: ${f.message}`);
const rounds = () => packEvents.filter((e): e is WolfpackRoundStarted => e.type === 'WolfpackRoundStarted');
/** The events with the i-th round changed. */
const withRound = (i: number, change: (r: WolfpackRoundStarted['data']) => object): PackEvent[] =>
  packEvents.map((e) =>
    e === rounds()[i] ? ({ ...e, data: { ...e.data, ...change(e.data) } } as PackEvent) : e,
  );

describe('the audit of a wolfpack coordinator’s stream (kind wolfpack)', () => {
  it('a pack stream as the coordinator wrote it verifies: every seat roll recomputes, the rounds hang together', () => {
    const report = audit(packEvents);
    expect(messages(report.findings)).toEqual([]);
    const rolled = rounds().reduce((n, r) => n + r.data.rolls.length, 0);
    expect(rolled).toBeGreaterThan(0);
    expect(report.streams[0]).toMatchObject({ rolls: rolled, sealed: false });
    expect(report.streams[0].result).toMatchObject({ rounds: rounds().length });
  });

  it('(b) a seat roll that is not the seeded one, or the wrong dice, is found', () => {
    const faked = withRound(0, (r) => ({
      rolls: r.rolls.map((roll) => ({ ...roll, faces: [7 - roll.value], value: 7 - roll.value })),
    }));
    expect(audit(faked).findings.some((f) => f.check === 'rolls' && f.rule === '13.5.4')).toBe(true);
    const otherPack = audit(packEvents, { serverSeed: SERVER_SEED, playerSeed: 'wolfpack:Another' });
    expect(messages(otherPack.findings).join('\n')).toMatch(/header's player seed is another/);
  });

  it('while the seed is sealed no roll is recomputed, and the structure is still checked', () => {
    const report = audit(packEvents, 'sealed');
    expect(report.findings).toEqual([]);
    expect(report.streams[0]).toMatchObject({ rolls: 0, sealed: true });
    const skipped = withRound(0, () => ({ round: 2 }));
    expect(messages(audit(skipped, 'sealed').findings).join('\n')).toMatch(/round 2 follows round 0/);
  });

  it('13.5.4, Q-43: the seat with +1 is the last roll’s, in the round; earlier rolls named seats not in it', () => {
    const r = rounds()[0].data;
    const other = r.participants.find((s) => s !== r.penalisedSeat) as number;
    expect(r.participants.length).toBeGreaterThan(1); // round 1 of the first Atlantic box: the whole pack
    expect(messages(audit(withRound(0, () => ({ penalisedSeat: other }))).findings).join('\n')).toMatch(
      /the seat with \+1 is the one the last roll names/,
    );
    const notIn = withRound(0, (d) => ({
      participants: d.participants.filter((s) => s !== d.penalisedSeat),
    }));
    expect(messages(audit(notIn, 'sealed').findings).join('\n')).toMatch(
      /not in the round|round 1 is fought by/,
    );
    const doubled = withRound(0, (d) => ({ participants: [...d.participants, d.participants[0]] }));
    expect(messages(audit(doubled, 'sealed').findings).join('\n')).toMatch(/seats 1-6, each once/);
  });

  it('a battle closed twice, or a fourth round, is found', () => {
    const closed = packEvents.find((e) => e.type === 'ConvoyBattleClosed') as PackEvent;
    const twice = [...packEvents.slice(0, packEvents.indexOf(closed) + 1), closed];
    expect(messages(audit(twice, 'sealed').findings).join('\n')).toMatch(/no battle with a round under way/);
    // a battle whose round 2 is followed by a round 3 and a round 4 (the seed's packs never fight a third round)
    const second = rounds().find((x) => x.data.round === 2) as WolfpackRoundStarted;
    const at = packEvents.indexOf(second);
    const again = (round: number) => ({ ...second, data: { ...second.data, round } }) as PackEvent;
    const longer = [...packEvents.slice(0, at + 1), again(3), again(4), ...packEvents.slice(at + 1)];
    const found = audit(longer, 'sealed').findings.filter((f) => f.rule === '13.5.5');
    expect(found.map((f) => [f.revision, f.message])).toEqual([
      [at + 2, 'round 4 follows round 3: rounds run 1 to 3'],
    ]);
  });
});
