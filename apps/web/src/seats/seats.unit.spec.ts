import {
  applySeatPlan,
  exportSeatKey,
  InvalidSeatKey,
  planSeatKey,
  readSeatKey,
  type SeatCheck,
} from './seat-key';
import { forgetSeat, holdSeat, seatOf, seats } from './seats';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const token = (c: string) => c.repeat(43);
const seat = (n: number, seatToken = token('a')) => ({
  careerId: id(n),
  seatToken,
  kommandant: 'Kptlt. Kähler',
  uboatType: 'VIIC',
  startedAt: '2026-11-26T10:00:00.000Z',
});
/** A key made by hand, as a damaged or forged one would be. */
const keyOf = (value: unknown) =>
  `periscope-seat-key:${btoa(unescape(encodeURIComponent(JSON.stringify(value))))}`;

/** The server as a fake: the token that opens each career's seat. */
const server =
  (open: Record<string, string>): SeatCheck =>
  async (careerId, seatToken) =>
    open[careerId] === seatToken;

describe('the seats this browser holds', () => {
  beforeEach(() => {
    localStorage.clear();
    seats.value = {};
  });

  it('keeps a seat in localStorage, never anywhere else', () => {
    holdSeat(seat(1));
    expect(seatOf(id(1))?.seatToken).toBe(token('a'));
    expect(JSON.parse(localStorage.getItem('periscope.seats.v1') ?? '{}')[id(1)].seatToken).toBe(token('a'));
    forgetSeat(id(1));
    expect(seatOf(id(1))).toBeUndefined();
  });

  it('moves every seat to another browser with a seat key, names beyond Latin-1 included', async () => {
    holdSeat(seat(1));
    holdSeat(seat(2, token('b')));
    const key = exportSeatKey();
    localStorage.clear();
    seats.value = {};
    const plan = await planSeatKey(
      readSeatKey(`  ${key}\n`),
      server({ [id(1)]: token('a'), [id(2)]: token('b') }),
    );
    expect(plan.map((row) => row.change)).toEqual(['add', 'add']);
    expect(applySeatPlan(plan)).toBe(2);
    expect(seatOf(id(2))).toEqual(seat(2, token('b')));
    expect(seatOf(id(1))?.kommandant).toBe('Kptlt. Kähler');
  });

  it('refuses a key that is not one, damaged, empty, malformed or doubled, and keeps the seats it has', () => {
    holdSeat(seat(1));
    expect(() => readSeatKey('hello')).toThrow(InvalidSeatKey);
    expect(() => readSeatKey(exportSeatKey().slice(0, 30))).toThrow('damaged');
    expect(() => readSeatKey(exportSeatKey([]))).toThrow('empty');
    for (const bad of [
      { ...seat(2), seatToken: 'short' },
      { ...seat(2), careerId: '../../etc' },
      { ...seat(2), startedAt: 'yesterday' },
      { ...seat(2), kommandant: '' },
    ])
      expect(() => readSeatKey(keyOf([bad]))).toThrow('malformed');
    expect(() => readSeatKey(keyOf([seat(2), seat(2, token('b'))]))).toThrow('twice');
    expect(Object.keys(seats.value)).toEqual([id(1)]);
  });

  it('never replaces a held token unless the server says the pasted one opens the seat and the held one does not', async () => {
    holdSeat(seat(1, token('a')));
    const pasted = [seat(1, token('b'))];
    // The held token is the seat's: it stays, whatever the key says.
    const kept = await planSeatKey(pasted, server({ [id(1)]: token('a') }));
    expect(kept.map((row) => row.change)).toEqual(['keep']);
    expect(applySeatPlan(kept)).toBe(0);
    expect(seatOf(id(1))?.seatToken).toBe(token('a'));
    // Neither opens it: nothing changes either.
    expect((await planSeatKey(pasted, server({})))[0]?.change).toBe('keep');
    // The server cannot be asked: nothing changes.
    const unsure = await planSeatKey(pasted, async () => undefined);
    expect(unsure[0]?.change).toBe('unchecked');
    expect(applySeatPlan(unsure)).toBe(0);
    expect(seatOf(id(1))?.seatToken).toBe(token('a'));
    // The pasted token is the seat's and the held one is not: replaced.
    const proved = await planSeatKey(pasted, server({ [id(1)]: token('b') }));
    expect(proved[0]).toMatchObject({ change: 'replace', held: { seatToken: token('a') } });
    expect(applySeatPlan(proved)).toBe(1);
    expect(seatOf(id(1))?.seatToken).toBe(token('b'));
  });

  it('takes no seat the server does not recognise, and leaves the same token as it is', async () => {
    holdSeat(seat(1));
    const plan = await planSeatKey([seat(1), seat(2, token('c'))], server({ [id(1)]: token('a') }));
    expect(plan.map((row) => row.change)).toEqual(['same', 'wrong']);
    expect(applySeatPlan(plan)).toBe(0);
    expect(seatOf(id(2))).toBeUndefined();
  });
});
