import { BOARDS } from './uboat-boards';
import { UBOAT_TYPES } from './vocabulary';

describe('the 14 U-boat boards (reconstructed data)', () => {
  it('has one board per type', () => {
    expect(Object.keys(BOARDS.boards)).toEqual([...UBOAT_TYPES]);
    expect(BOARDS.systems).toHaveLength(16);
  });
  it('carries the VIIC board of the seeds (000 L467-504, 002 L2755-2759)', () => {
    const viic = BOARDS.boards.VIIC;
    expect(viic.identity.available).toEqual({ value: '1940-10', provenance: '000 L386' });
    expect(viic.torpedoes.bowTubes.value).toBe(4);
    expect(viic.torpedoes.sternTubes.value).toBe(1);
    expect(viic.torpedoes.load.value).toBe(14); // 000 L436
    expect(viic.guns.ammoCounters).toEqual({
      value: [2, 2, 2, 2, 2],
      provenance: ['000 L475', '002 L2758-2759'],
    });
    expect(viic.equipment.boldDecoys.value).toBe(3);
    // Q-HULLBOXES: 7 boxes a boat survives (designed D7), then the [SUNK] space
    expect(viic.tracks.hullBoxes).toEqual({
      value: 8,
      provenance: 'designed D7',
      interpretation: 'Q-HULLBOXES',
    });
  });
  it('keeps the availability dates of 4.2.2 (000 L385-398)', () => {
    const available = Object.fromEntries(
      UBOAT_TYPES.map((t) => [t, BOARDS.boards[t].identity.available.value]),
    );
    expect(available).toMatchObject({
      'VIIC Flak': '1943-05',
      'VIIC/41': '1944-04',
      'IXD/42': '1945-03',
      XXI: '1945-04',
      XIV: '1941-11',
    });
  });
  it('reads the special boats right', () => {
    expect(BOARDS.boards['VIIC Flak'].guns).toMatchObject({
      flakFiresTwice: true,
      flakModifier: { value: -3 },
      deckGun: { value: null },
    });
    expect(BOARDS.boards.XIV.torpedoes).toMatchObject({
      load: { value: 0 },
      cargoTorpedoes: { value: 4 },
      bowTubes: { value: 0 },
    });
    expect(BOARDS.boards['IXD-2'].identity.patrolMonths.value).toBe(4);
    expect(BOARDS.boards['IXD-2'].equipment.fa330.value).toBe(true);
    expect(BOARDS.boards.IXC.guns.deckGunDamageModifier.value).toBe(-1); // 002 L2543, 105 mm
    expect(BOARDS.boards.XXI.torpedoes.homingType['1945-01..1945-05'].value).toBe('zaunkoenigII');
  });
  it('adds up every torpedo load', () => {
    for (const type of UBOAT_TYPES) {
      const t = BOARDS.boards[type].torpedoes;
      expect(t.inTubes.value + t.forwardReloads.value + t.aftReloads.value).toBe(t.load.value);
    }
  });
});
