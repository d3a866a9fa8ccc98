// A player over the HTTP API, for the web bench: starts careers and sends the first command pending() offers.

interface Offer {
  readonly type: string;
  readonly parameters: Record<string, unknown>;
  readonly choices?: readonly { type: string; data: unknown }[];
}

export interface Seat {
  readonly careerId: string;
  readonly seatToken: string;
  pending: { commands: readonly Offer[] };
}

export async function startCareer(url: string, kommandant: string): Promise<Seat> {
  const res = await fetch(`${url}/api/careers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uboatType: 'VIIC', startDate: '1943-07', kommandant }),
  });
  if (res.status !== 201) throw new Error(`POST /api/careers answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Seat;
}

const firstOffer = (offers: readonly Offer[]) => {
  const offer = offers.find((c) => c.type === 'DeclineAttack') ?? offers[0];
  if (!offer) return undefined;
  if (offer.choices?.length) return offer.choices[0];
  const data = Object.entries(offer.parameters).flatMap(([k, v]) => (Array.isArray(v) ? [[k, v[0]]] : []));
  return { type: offer.type, data: Object.fromEntries(data) };
};

let sent = 0;

/** Sends the next command; false once nothing is offered (the career is over or blocked). */
export async function move(url: string, seat: Seat): Promise<boolean> {
  const command = firstOffer(seat.pending.commands);
  if (!command) return false;
  const res = await fetch(`${url}/api/careers/${seat.careerId}/commands`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${seat.seatToken}` },
    body: JSON.stringify({ commandId: `bench-${sent++}`, ...command }),
  });
  if (res.status !== 200) throw new Error(`command answered ${res.status}: ${await res.text()}`);
  seat.pending = ((await res.json()) as { pending: Seat['pending'] }).pending;
  return true;
}

/** Plays careers until one is still running after `moves` commands (a career may end early). */
export async function careerAt(url: string, moves: number): Promise<Seat> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const seat = await startCareer(url, `Kptlt. Bench ${attempt}`);
    let n = 0;
    while (n < moves && (await move(url, seat))) n++;
    if (n === moves) return seat;
  }
  throw new Error(`no career lasted ${moves} commands in 50 tries`);
}

/** Plays a career to its end; answers its events. */
export async function wholeCareer(url: string, name: string): Promise<unknown[]> {
  const seat = await startCareer(url, name);
  while (await move(url, seat));
  const res = await fetch(`${url}/api/careers/${seat.careerId}/events?limit=1000`);
  return ((await res.json()) as { events: unknown[] }).events;
}
