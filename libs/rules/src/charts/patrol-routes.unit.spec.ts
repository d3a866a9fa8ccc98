import { ROUTES, routeById } from './patrol-routes';
import { ACCESS_RESULTS } from './patrol-routes.types';
import { UBOAT_TYPES } from './vocabulary';

describe('patrol routes (reconstructed data)', () => {
  it('has 28 routes', () => {
    expect(ROUTES.routes).toHaveLength(28);
  });
  it('copies the one printed row, the VIIC Arctic (000 L510)', () => {
    const arctic = routeById(ROUTES, 'VII-ARC');
    expect(arctic.boxes.map((b) => b.code)).toEqual(['T(B)', 'T', 'Arc', 'Arc', 'Arc', 'Arc*', 'T', 'T(B)']);
    expect(arctic.boxes[5].permanentArcticReminder).toBe(true);
    expect(arctic.totals).toEqual({ boxes: 8, rolls: 8, onStationRolls: 4 });
  });
  it('counts x2 / x3 boxes in the rolls', () => {
    const na = routeById(ROUTES, 'IX-NA');
    expect(na.boxes.find((b) => b.code === 'Tx2')).toMatchObject({
      kind: 'transit',
      rolls: 2,
      onStation: false,
    });
    expect(na.totals.rolls).toBe(na.boxes.reduce((s, b) => s + b.rolls, 0));
  });
  it('gives every type a row or a reading for every [P1] result', () => {
    for (const result of ACCESS_RESULTS)
      for (const type of UBOAT_TYPES) expect(ROUTES.access[result][type]).toBeDefined();
    expect(ROUTES.access.atlantic.VIIC).toMatchObject({ kind: 'route', route: 'VII-ATL' });
    expect(ROUTES.access.caribbean.VIIC).toMatchObject({ kind: 'readAs', area: 'atlantic' });
    expect(ROUTES.access.mediterranean['VIIC Flak']).toMatchObject({ kind: 'reroll' });
    expect(ROUTES.access.indianOcean['IXC/40']).toMatchObject({
      route: 'IX-IO',
      penangCheck: { onOrBelow: 2, route: 'IX-IO-PEN' },
    });
    expect(ROUTES.access.indianOcean.IXC).not.toHaveProperty('penangCheck');
    expect(ROUTES.access.penangNextPatrol['IXD-2']).toMatchObject({
      kind: 'penang',
      returnHome: 'PEN-HOME-LR',
    });
  });
});
