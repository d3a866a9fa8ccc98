import { defaultChartPack as charts, UBOAT_TYPES, type UBoatType } from '../../charts';
import { ScriptedDice } from '../../dice';
import { startingFittings } from '../port/refit-upgrades';
import { boardOf, newCrew, type Boat, type BoatSystem } from '../model/state';
import { flakFit, flakGunsWorking, flakModifiers, rollHit } from './uboat-damage';

const boat = (damagedSystems: readonly BoatSystem[] = []): Boat => ({
  torpedoes: { bowTubes: [], sternTubes: [], forwardReloads: [], aftReloads: [] },
  deckGunAmmo: 0,
  hullDamage: 0,
  flooding: 0,
  hullHoled: false,
  damagedSystems,
  inoperativeSystems: [],
  boldDecoys: 0,
  fittings: startingFittings(boardOf(charts, 'VIIC'), '1943-07'),
});
const sum = (type: UBoatType, damaged: readonly BoatSystem[] = []) =>
  flakModifiers(boardOf(charts, type), boat(damaged), newCrew(), charts, false).reduce(
    (t, m) => t + m.value,
    0,
  );

describe('flak (9.8.4, 9.8.5, 11.4.7)', () => {
  it.each(UBOAT_TYPES)(
    "reads the %s board's flak as guns, and with all working gives the board's [A2] modifier",
    (type) => {
      const board = boardOf(charts, type);
      const fit = flakFit(board);
      expect(fit.cm2 + fit.cm37).toBe(board.guns.flakSystems.value);
      expect(sum(type)).toBe(board.guns.flakModifier.value);
    },
  );

  it('9.8.5: a Type IX gets -1 while both guns work, nothing with one knocked out; none working = no flak (9.8.4)', () => {
    expect(sum('IXC')).toBe(-1);
    expect(sum('IXC', ['flak37mm'])).toBe(0);
    expect(flakGunsWorking(boardOf(charts, 'IXC'), boat(['flak37mm', 'flak2cm']))).toBe(0);
  });

  it('11.4.7: the VIIC Flak fires at -3, -1 less per flak system out', () => {
    expect(sum('VIIC Flak')).toBe(-3);
    expect(sum('VIIC Flak', ['flak2cm'])).toBe(-2);
    expect(sum('VIIC Flak', ['flak2cm', 'flak37mm'])).toBe(-1);
    expect(flakGunsWorking(boardOf(charts, 'VIIC Flak'), boat(['flak2cm', 'flak2cm', 'flak37mm']))).toBe(0);
  });

  it('10.11.8: Extra Flak gives -1 while undamaged', () => {
    expect(sum('VIIC/41')).toBe(-1);
    expect(sum('VIIC/41', ['extraFlak'])).toBe(0);
  });
});

describe('[E4] hits (9.6.11, 10.7)', () => {
  const hit = (type: UBoatType, d66: [number, number], damaged: readonly BoatSystem[] = []) =>
    rollHit(boat(damaged), boardOf(charts, type), 'normal', new ScriptedDice({ d66: [d66] }), charts).data;

  it('10.7.4: Flak gun(s) damages every flak system the boat has, Extra Flak too', () => {
    expect(hit('IXC', [2, 4]).systems).toEqual(['flak2cm', 'flak37mm']);
    expect(hit('VIIC/41', [2, 4]).systems).toEqual(['flak2cm', 'extraFlak']);
    expect(hit('VIIC Flak', [2, 4], ['flak2cm']).systems).toEqual(['flak2cm', 'flak37mm']);
  });

  it('a second 2 cm hit damages the second 2 cm system; then it has no effect (10.7.3)', () => {
    expect(hit('XXI', [4, 6], ['flak2cm']).systems).toEqual(['flak2cm']);
    expect(hit('XXI', [4, 6], ['flak2cm', 'flak2cm'])).toMatchObject({ effect: 'noEffect', systems: [] });
  });

  it('[E4] note 2: a IXD-2 reads 56 as its autogiro; a XIV reads 36 as its oven', () => {
    expect(hit('IXD-2', [5, 6])).toMatchObject({ damage: 'autogiro', systems: ['autogiro'] });
    expect(hit('XIV', [3, 6])).toMatchObject({ damage: 'oven', systems: ['oven'] });
  });

  it('10.5: the XXI has three batteries', () => {
    expect(hit('XXI', [1, 1], ['batteries', 'batteries']).systems).toEqual(['batteries']);
    expect(hit('VIIC', [1, 1], ['batteries']).effect).toBe('noEffect');
  });

  it('9.6.11: an x2 result is one roll that counts twice', () => {
    expect(hit('VIIC', [6, 5])).toMatchObject({ damage: 'hull', times: 2, hull: 2 });
    expect(hit('VIIC', [5, 3])).toMatchObject({ damage: 'crewInjury', times: 2, crewInjuries: 2 });
  });
});
