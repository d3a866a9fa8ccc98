import { exportSeatKey, forgetSeat, holdSeat, importSeatKey, InvalidSeatKey, seatOf, seats } from './seats';

const seat = (careerId: string) => ({
  careerId,
  seatToken: `token-${careerId}`,
  kommandant: 'Kptlt. Kähler',
  uboatType: 'VIIC',
  startedAt: '2026-11-26T10:00:00.000Z',
});

describe('the seats this browser holds', () => {
  beforeEach(() => {
    localStorage.clear();
    seats.value = {};
  });

  it('keeps a seat in localStorage, never anywhere else', () => {
    holdSeat(seat('a'));
    expect(seatOf('a')?.seatToken).toBe('token-a');
    expect(JSON.parse(localStorage.getItem('periscope.seats.v1') ?? '{}').a.seatToken).toBe('token-a');
    forgetSeat('a');
    expect(seatOf('a')).toBeUndefined();
  });

  it('moves every seat to another browser with a seat key, names beyond Latin-1 included', () => {
    holdSeat(seat('a'));
    holdSeat(seat('b'));
    const key = exportSeatKey();
    localStorage.clear();
    seats.value = {};
    expect(importSeatKey(`  ${key}\n`)).toBe(2);
    expect(seatOf('b')).toEqual(seat('b'));
    expect(seatOf('a')?.kommandant).toBe('Kptlt. Kähler');
  });

  it('refuses a key that is not one, or damaged, or empty, and keeps the seats it has', () => {
    holdSeat(seat('a'));
    expect(() => importSeatKey('hello')).toThrow(InvalidSeatKey);
    expect(() => importSeatKey(exportSeatKey().slice(0, 30))).toThrow(InvalidSeatKey);
    expect(() => importSeatKey(exportSeatKey([]))).toThrow('holds no seat');
    expect(Object.keys(seats.value)).toEqual(['a']);
  });
});
