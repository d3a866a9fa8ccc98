/** The two players of a two-player game (13.1): seat 'a' created the game, seat 'b' joined it. */
export type Seat = 'a' | 'b';

export const SEATS: readonly Seat[] = ['a', 'b'];

export const otherSeat = (seat: Seat): Seat => (seat === 'a' ? 'b' : 'a');

/** Who made the opponent's rolls of a command: the opponent's seat, or the server for an absent opponent. */
export type Roller = Seat | 'server';
