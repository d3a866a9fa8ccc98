import { configure, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { exportSeatKey } from '../seats/seat-key';
import { holdSeat, seatOf, seats, type HeldSeat } from '../seats/seats';
import { SeatKeys } from './SeatKeys';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const token = (c: string) => c.repeat(43);
const seat = (n: number, seatToken: string, kommandant = `Kptlt. ${n}`): HeldSeat => ({
  careerId: id(n),
  seatToken,
  kommandant,
  uboatType: 'VIIC',
  startedAt: '2026-11-26T10:00:00.000Z',
});

/** The server: the token that opens each career's seat; `down` answers nothing at all. */
const asked: { path: string; token: string | null }[] = [];
function server(open: Record<string, string>, down = false) {
  asked.length = 0;
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    if (down) throw new TypeError('Failed to fetch');
    const auth = ((init.headers ?? {}) as Record<string, string>).authorization ?? null;
    const careerId = /\/api\/careers\/([^/]+)\/seat$/.exec(url)?.[1] ?? '';
    asked.push({ path: url, token: auth });
    const body = { careerId, seat: auth === `Bearer ${open[careerId]}` };
    return {
      ok: true,
      status: 200,
      statusText: 'OK',
      headers: { get: () => null },
      text: async () => JSON.stringify(body),
    };
  }) as unknown as typeof fetch;
}

/** A key made in another browser, holding these seats. */
function keyFrom(other: readonly HeldSeat[]): string {
  const mine = seats.value;
  seats.value = Object.fromEntries(other.map((s) => [s.careerId, s]));
  const key = exportSeatKey();
  seats.value = mine;
  return key;
}

async function paste(key: string) {
  render(<SeatKeys />);
  fireEvent.input(screen.getByLabelText('Paste a seat key'), { target: { value: key } });
  fireEvent.click(screen.getByRole('button', { name: 'Check the key' }));
  return screen.findByRole('region', { name: 'What this seat key changes' });
}

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  localStorage.clear();
  seats.value = {};
});

describe('pasting a seat key: checked with the server and shown before anything is kept', () => {
  it('never lets a pasted key replace the token this browser holds when that token is the seat’s', async () => {
    holdSeat(seat(1, token('a'), 'Kptlt. Held'));
    server({ [id(1)]: token('a') });
    const plan = await paste(keyFrom([seat(1, token('b'), 'Kptlt. Held')]));
    expect(plan.textContent).toContain(
      'Kptlt. Held · VIIC: not taken: the token held here opens this career',
    );
    expect(screen.getByRole('button', { name: 'Keep 0 careers' }).hasAttribute('disabled')).toBe(true);
    expect(seatOf(id(1))?.seatToken).toBe(token('a'));
    // The server was asked with each token as a bearer header, never in the URL.
    expect(asked.every((a) => !a.path.includes(token('a')) && !a.path.includes(token('b')))).toBe(true);
  });

  it('shows what it adds and replaces, and keeps only that once the player says so', async () => {
    holdSeat(seat(1, token('a'), 'Kptlt. Stale'));
    server({ [id(1)]: token('b'), [id(2)]: token('c') });
    const plan = await paste(
      keyFrom([seat(1, token('b'), 'Kptlt. Stale'), seat(2, token('c'), 'Kptlt. New')]),
    );
    expect(plan.textContent).toContain('Kptlt. Stale · VIIC: replaces the token held here');
    expect(plan.textContent).toContain('Kptlt. New · VIIC: added to this browser');
    expect(seatOf(id(2))).toBeUndefined(); // nothing kept before the player says so
    fireEvent.click(screen.getByRole('button', { name: 'Keep 2 careers' }));
    expect((await screen.findByRole('status')).textContent).toBe('2 careers kept in this browser.');
    expect(seatOf(id(1))?.seatToken).toBe(token('b'));
    expect(seatOf(id(2))?.seatToken).toBe(token('c'));
  });

  it('changes nothing when the server cannot be asked, or the key is not one', async () => {
    holdSeat(seat(1, token('a')));
    server({}, true);
    const plan = await paste(keyFrom([seat(1, token('b')), seat(2, token('c'))]));
    expect(plan.querySelectorAll('[data-change="unchecked"]')).toHaveLength(2);
    expect(Object.keys(seats.value)).toEqual([id(1)]);
    fireEvent.input(screen.getByLabelText('Paste a seat key'), {
      target: { value: 'periscope-seat-key:!!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check the key' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/damaged/);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'What this seat key changes' })).toBeNull(),
    );
    expect(seatOf(id(1))?.seatToken).toBe(token('a'));
  });
});
