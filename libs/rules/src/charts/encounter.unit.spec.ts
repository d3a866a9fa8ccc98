import { assertCoverage, rowFor } from './dice';
import { E1 } from './encounter';
import { E1_COLUMN_IDS, E1ColumnId } from './encounter.types';

const at = (column: E1ColumnId, roll: number) => rowFor(E1.columns[column], roll);

describe('[E1] encounter table (002 L2451-2517)', () => {
  it('has 14 columns of 11 rows, each covering 2d6', () => {
    expect(Object.keys(E1.columns)).toEqual([...E1_COLUMN_IDS]);
    expect(E1_COLUMN_IDS).toHaveLength(14);
    for (const id of E1_COLUMN_IDS) {
      expect(E1.columns[id].rows).toHaveLength(11);
      assertCoverage(E1.columns[id], `E1.${id}`);
    }
  });

  it('matches the seed rows', () => {
    // 002 L2457: "6 - | Convoglio | Convoglio | 2 Navi + Scorta | Nave + Scorta"
    expect(at('transit', 6).result).toBe('none');
    expect(at('arctic', 6)).toMatchObject({ result: 'convoy', provenance: '002 L2457' });
    expect(at('brazilianCoast', 6).result).toBe('twoShipsWithEscort');
    expect(at('britishIsles', 6).result).toBe('shipWithEscort');
    // 002 L2453: "2 Aereo | Nave Principale | Nave Principale | Aereo | Nave Principale"
    expect(at('atlantic', 2).result).toBe('capitalShip');
    // 002 L2467: "4 Nave | Nave + Scorta | - | Nave Principale | Nave" (the ES log's Mediterranean 4 = capital ship)
    expect(at('caribbean', 4).result).toBe('ship');
    expect(at('indianOcean', 4).result).toBe('shipWithEscort');
    expect(at('mediterranean', 4)).toMatchObject({ result: 'capitalShip', provenance: '002 L2467' });
    // 002 L2466: Australia "Sottomarino ²"
    expect(at('australia', 3)).toMatchObject({ result: 'submarine', note: 'randomEventSubmarine' });
    // 002 L2487: "12 Aereo ¹ | Petroliera ¹ | - | -"
    expect(at('westAfricanCoast', 12)).toMatchObject({
      result: 'aircraft',
      note: 'firstUnmodified12IsRandomEvent',
    });
    expect(at('northAmerica', 12)).toMatchObject({
      result: 'tanker',
      note: 'firstUnmodified12IsRandomEvent',
    });
    expect(at('bayOfBiscayOrSpecialMissions', 12)).toEqual({
      roll: { min: 12, max: 12 },
      result: 'none',
      provenance: '002 L2487',
    });
    // 002 L2477-2480: additional round / Gibraltar "Aereo + Scorta | Scorta | Aereo | Aereo"
    expect(at('additionalRoundOrGibraltar', 2).result).toBe('aircraftAndEscort');
    expect(at('additionalRoundOrGibraltar', 3).result).toBe('escort');
    expect(at('additionalRoundOrGibraltar', 5).result).toBe('aircraft');
  });

  it('counts three convoy results in the Atlantic (6, 7, 9)', () => {
    expect(E1.columns.atlantic.rows.filter((r) => r.result === 'convoy').map((r) => r.roll.min)).toEqual([
      6, 7, 9,
    ]);
  });

  it('reads a Gibraltar total below 2 as row 2 (-3, C-1 and C-7)', () => {
    expect(E1.modifiers[0]).toMatchObject({
      id: 'gibraltar',
      value: -3,
      column: 'additionalRoundOrGibraltar',
    });
    expect(at('additionalRoundOrGibraltar', -1).result).toBe('aircraftAndEscort');
  });

  it('says what each result brings', () => {
    expect(E1.meanings.convoy).toMatchObject({
      ships: 4,
      escorted: true,
      identify: 'shipSize',
      followable: true,
    });
    expect(E1.meanings.capitalShip).toMatchObject({
      ships: 1,
      escorted: true,
      identify: 'T5',
      followable: false,
    });
    expect(E1.meanings.tanker).toMatchObject({ escorted: false, identify: 'T3' });
    expect(E1.areaColumns.invasion).toBe('atlantic');
    expect(E1.invasionNoneBecomes.result).toBe('aircraft');
    expect(E1.schnorchelKeeps.results).toEqual(['aircraft', 'convoy']);
    expect(E1.fa330.rerollTotals).toEqual([5]);
    assertCoverage(E1.fa330.officerLost, 'E1.fa330.officerLost');
    expect(E1.multiRollBoxes.map((b) => b.rolls)).toEqual([2, 3]);
  });
});
