import { battleTonnage, convoyBattles } from './convoy-battles';
import { wolfpackCareers } from '../tournament/career-rows.fixtures';

// 13.5.3-13.5.5: a pack's convoy battles read from its boats' career events (a whole bot tournament).
describe("a pack's convoy battles", () => {
  const careers = wolfpackCareers();
  const battles = convoyBattles(careers);
  const opened = careers.flatMap((c) => c.events.filter((e) => e.type === 'PackRoundOpened'));

  it('lists every round the coordinator opened for a boat, once', () => {
    expect(opened.length).toBeGreaterThan(0);
    const boats = battles.flatMap((b) => b.rounds.flatMap((r) => r.boats));
    expect(boats).toHaveLength(opened.length);
  });

  it('numbers each battle by its box and its rounds 1 to 3 in order (13.5.4)', () => {
    for (const battle of battles) {
      const rounds = battle.rounds.map((r) => r.round);
      expect(rounds).toEqual([...rounds].sort());
      expect(rounds.every((r) => r >= 1 && r <= 3)).toBe(true);
    }
    expect(battles.map((b) => b.box)).toEqual([...battles.map((b) => b.box)].sort((a, b) => a - b));
  });

  it('gives the +1 escort detection of each round to exactly one of its boats (13.5.4)', () => {
    for (const round of battles.flatMap((b) => b.rounds))
      expect(round.boats.filter((b) => b.focused)).toHaveLength(1);
  });

  it('credits each sinking in a round to the boat that made it', () => {
    const sunkInBattles = battles.reduce((t, b) => t + battleTonnage(b), 0);
    const sunkInAll = careers
      .flatMap((c) => c.events.filter((e) => e.type === 'ShipSunk'))
      .reduce((t, e) => t + Number(e.data.tonnage), 0);
    expect(sunkInBattles).toBeLessThanOrEqual(sunkInAll);
    for (const round of battles.flatMap((b) => b.rounds))
      for (const s of round.sunk) expect(round.boats.map((b) => b.name)).toContain(s.boat);
  });
});
