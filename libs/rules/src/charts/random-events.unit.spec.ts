import { assertCoverage, rowFor } from './dice';
import { R1, R2 } from './random-events';

const subRolls = (chart: typeof R1) => chart.rows.flatMap((r) => Object.entries(r.result.rolls ?? {}));

describe('[R1] random events, 2d6 (002 L2676-2689)', () => {
  it('has 11 rows covering 2d6, with every follow-up roll covered', () => {
    expect(R1.rows).toHaveLength(11);
    assertCoverage(R1, 'R1');
    for (const [name, t] of subRolls(R1)) assertCoverage(t, `R1.${name}`);
  });
  it('matches the seed rows', () => {
    expect(rowFor(R1, 2).result.event).toBe('manOverboard');
    expect(rowFor(rowFor(R1, 2).result.rolls!.officer, 1).result).toBe('kommandant');
    expect(rowFor(R1, 5).result).toMatchObject({ event: 'superiorTorpedoes', token: 'superiorTorpedoes' });
    expect(rowFor(R1, 6).result).toMatchObject({
      event: 'submarineEncounter',
      ignoredIn: ['northAmerica', 'caribbean'],
    });
    expect(rowFor(R1, 7).result.token).toBe('halsUndBeinbruch');
    expect(rowFor(R1, 10).result.ignoredIn).toEqual(['atlantic', 'northAmerica', 'caribbean']);
    expect(rowFor(R1, 12)).toMatchObject({ result: { event: 'looseTorpedo' }, provenance: '002 L2688' });
  });
  it('uses the Spanish initiative roll for the submarine (C-17)', () => {
    const initiative = rowFor(R1, 6).result.rolls!.initiative;
    expect(rowFor(initiative, 5).result).toBe('enemyFiresFirst');
    expect(rowFor(initiative, 6).result).toBe('playerChooses');
  });
  it('sinks the boat in a minefield on 2-4, 10 hits on 5 (+1 veteran, +2 elite)', () => {
    const mines = rowFor(R1, 10).result.rolls!.minefield;
    expect(rowFor(mines, 4).result).toBe('uboatSunk');
    expect(rowFor(mines, 5).result).toBe('tenHits');
    expect(rowFor(mines, 6).result).toBe('noEffect');
  });
});

describe('[R2] alternative random events, 3d6 (002 L2691-2708)', () => {
  it('has 16 rows covering 3d6', () => {
    expect(R2.rows).toHaveLength(16);
    assertCoverage(R2, 'R2');
    for (const [name, t] of subRolls(R2)) assertCoverage(t, `R2.${name}`);
  });
  it('matches the seed rows', () => {
    expect(rowFor(R2, 3).result.event).toBe('officerLeftOnDeck');
    expect(rowFor(rowFor(R2, 3).result.rolls!.officer, 1).result).toBe('doctor');
    expect(rowFor(R2, 15).result.event).toBe('milchkuh');
    expect(rowFor(R2, 17).result.event).toBe('spoiledFood');
    expect(rowFor(R2, 18)).toMatchObject({ result: { event: 'manOverboard' }, provenance: '002 L2708' });
  });
});
