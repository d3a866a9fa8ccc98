import { careerResult, type Ruling } from '@periscope/audit';
import { playCareer, POLICIES } from '@periscope/rules';
import { entrantCareer, tallyOf, type EntrantCareer } from './career-tally';
import type { TournamentEvent } from './events';
import { fold } from './evolve';
import { initialState } from './state';
import { standings } from './standings';
import { careerId, created, registered, tournamentStarted } from '../play.fixtures';

const career = (over: Partial<EntrantCareer>): EntrantCareer => ({
  tonnage: 0,
  shipsSunk: 0,
  patrolsCompleted: 1,
  patrol: null,
  fate: 'inPort',
  endReason: null,
  date: '1943-09',
  ...over,
});

const boardOf = (events: TournamentEvent[], careers: Record<number, Partial<EntrantCareer>>) =>
  standings(fold(events, initialState()), (id) => {
    const n = Number(id.slice(-12));
    return careers[n] && career(careers[n]);
  });

const ranks = (board: ReturnType<typeof standings>) =>
  board.individual.map((r) => [Number(r.careerId.slice(-12)), r.rank, r.standing]);

describe('standings: ranking and tie-breaks (13.2, T-TIE)', () => {
  const four = [created(), registered(1), registered(2), registered(3), registered(4), tournamentStarted];

  it('13.2: most tonnage wins, alive or dead; ties go to more ships, then fewer patrols, then earlier registration', () => {
    const board = boardOf(four, {
      1: { tonnage: 10_000, shipsSunk: 2, patrolsCompleted: 3 },
      2: { tonnage: 10_000, shipsSunk: 2, patrolsCompleted: 2, fate: 'sunk', endReason: 'sunk' },
      3: { tonnage: 10_000, shipsSunk: 3, patrolsCompleted: 5 },
      4: { tonnage: 10_000, shipsSunk: 2, patrolsCompleted: 2 },
    });
    expect(ranks(board)).toEqual([
      [3, 1, 'ranked'],
      [2, 2, 'ranked'],
      [4, 3, 'ranked'],
      [1, 4, 'ranked'],
    ]);
    expect(board.winner).toBeNull(); // not finished yet
  });

  it('13.3, Q-39: only survivors rank; sunk, captured and relieved are eliminated; the winner once finished', () => {
    const survival = [created({ format: 'survival' }), ...four.slice(1)];
    const finished: TournamentEvent = { type: 'TournamentFinished', data: { at: 'x' } };
    const board = boardOf([...survival, finished], {
      1: { tonnage: 50_000, fate: 'sunk', endReason: 'sunk' },
      2: { tonnage: 40_000, fate: 'captured', endReason: 'captured' },
      3: { tonnage: 30_000, fate: 'relieved', endReason: 'relieved' },
      4: { tonnage: 5_000, fate: 'home', endReason: 'warOver' },
    });
    expect(ranks(board)).toEqual([
      [4, 1, 'ranked'],
      [1, null, 'eliminated'],
      [2, null, 'eliminated'],
      [3, null, 'eliminated'],
    ]);
    expect(board.winner).toBe(careerId(4));
    expect(board.survival.map((s) => [s.fate, s.alive])).toEqual([
      ['sunk', false],
      ['captured', false],
      ['relieved', false],
      ['home', true],
    ]);
  });

  it('Q-39: with no survivor a survival tournament has no winner', () => {
    const events = [created({ format: 'survival' }), registered(1), tournamentStarted];
    const finished: TournamentEvent = { type: 'TournamentFinished', data: { at: 'x' } };
    expect(
      boardOf([...events, finished], { 1: { fate: 'sunk', endReason: 'sunk', tonnage: 9 } }).winner,
    ).toBeNull();
  });

  it('a disqualified or withdrawn entrant is listed unranked, with the reason', () => {
    const out: TournamentEvent = {
      type: 'EntrantDisqualified',
      data: { careerId: careerId(1), reason: 'cheat', at: 'x' },
    };
    const board = boardOf([...four, out], { 1: { tonnage: 99_000 }, 2: { tonnage: 1 } });
    expect(board.individual.at(-1)).toMatchObject({
      careerId: careerId(1),
      rank: null,
      standing: 'disqualified',
      reason: 'cheat',
    });
    expect(board.individual[0]).toMatchObject({ careerId: careerId(2), rank: 1 });
  });

  it('13.5.1: packs rank by summed tonnage of the members still in', () => {
    const entrants = Array.from({ length: 7 }, (_, i) => registered(i + 1));
    const pack = (name: string, members: number[]): TournamentEvent => ({
      type: 'WolfpackFormed',
      data: {
        pack: name,
        historicalBoats: 6,
        seats: members.map((n, i) => ({ seat: i + 1, entrant: careerId(n), bot: false })),
        rolls: [],
      },
    });
    const packs = [pack('West', [1, 2, 3, 4, 5, 6]), pack('Kurfürst', [7])];
    const board = boardOf(
      [created({ format: 'wolfpack', uboatTypes: undefined }), ...entrants, tournamentStarted, ...packs],
      {
        1: { tonnage: 3_000 },
        2: { tonnage: 3_000, fate: 'sunk', endReason: 'sunk' },
        7: { tonnage: 5_000 },
      },
    );
    expect(board.packs.map((p) => [p.name, p.rank, p.tonnage, p.afloat])).toEqual([
      ['West', 1, 6_000, 5],
      ['Kurfürst', 2, 5_000, 1],
    ]);
    expect(board.individual[0]).toMatchObject({ careerId: careerId(7), pack: 'Kurfürst' });
  });
});

describe('career tally: the same results as the audit (careerResult)', () => {
  it('on bot careers, with rulings voiding encounters and correcting sinkings', () => {
    for (let seed = 0; seed < 25; seed++) {
      const played = playCareer(POLICIES.aggressive, { serverSeed: `tally-${seed}`, playerSeed: `p${seed}` });
      const events = played.events.map((e, revision) => ({ ...e, revision }));
      const encounters = events.filter((e) => e.type === 'EncounterRolled');
      const sunk = events.filter((e) => e.type === 'ShipSunk');
      const rulings: Ruling[] = [
        ...encounters
          .filter((_, i) => i % 3 === 1)
          .map((e) => ({ kind: 'voidEncounter' as const, revision: e.revision })),
        ...sunk
          .filter((_, i) => i % 2 === 0)
          .map((e) => ({
            kind: 'correctResult' as const,
            revision: e.revision,
            field: 'tonnage' as const,
            from: (e.data as { tonnage: number }).tonnage,
            to: 1_000,
          })),
      ];
      const audit = careerResult(events, rulings);
      const tally = entrantCareer(tallyOf(events, rulings));
      expect({ tonnage: tally.tonnage, shipsSunk: tally.shipsSunk }).toEqual({
        tonnage: audit.tonnage,
        shipsSunk: audit.shipsSunk,
      });
      expect(tally.fate === 'inPort' || tally.fate === 'atSea').toBe(!audit.ended);
      expect(tally.patrolsCompleted).toBe(played.state.patrolsCompleted);
    }
  });
});
