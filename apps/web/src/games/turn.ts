import { kommandantOf, type GameView, type Seat } from './game-view';

/** Whose move it is, in a player's words (13.1.2), for this seat or a spectator. */
export interface Turn {
  /** The seats that must act now. */
  readonly waitingFor: readonly Seat[];
  readonly mine: boolean;
  readonly text: string;
}

const offersOf = (view: GameView, seat: Seat) => view.pending.seats[seat] ?? [];

export function turnOf(view: GameView, me: Seat | null): Turn {
  const waitingFor = (['a', 'b'] as const).filter((s) => offersOf(view, s).length > 0);
  const mine = me !== null && waitingFor.includes(me);
  return { waitingFor, mine, text: turnText(view, me, waitingFor, mine) };
}

function turnText(view: GameView, me: Seat | null, waitingFor: readonly Seat[], mine: boolean): string {
  const name = (seat: Seat) => (seat === me ? 'you' : kommandantOf(view, seat));
  if (view.phase === 'over') return 'The game is over (13.1.3).';
  if (view.phase === 'open') return 'Waiting for a second player to join.';
  if (view.phase === 'seeding') return 'Both players reveal their dice seeds (13.1.1).';
  const offers = me ? offersOf(view, me) : [];
  if (mine && offers.some((o) => o.type === 'Roll'))
    return 'Your move: roll for your opponent’s patrol (13.1.2).';
  if (mine && offers.some((o) => o.type === 'CommitManoeuvre'))
    return 'Your move: choose your evasive number, face hidden (14.8.3).';
  if (mine) return 'Your move.';
  if (waitingFor.length === 2) return 'Both players choose their evasive numbers (14.8.3).';
  if (waitingFor.length === 1) {
    const seat = waitingFor[0];
    const roll = view.pending.awaitedRoll;
    if (roll?.seat === seat) return `Waiting for ${name(seat)} to roll: ${roll.purpose} (${roll.rule}).`;
    return `Waiting for ${name(seat)}.`;
  }
  const turn = view.turn;
  return turn ? `${cap(name(turn))}’s patrol (13.1.2).` : 'Waiting.';
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The tab's title: a player sees from another tab that it is his move. */
export function titleOf(view: GameView, me: Seat | null): string {
  const names = `${kommandantOf(view, 'a')} v ${kommandantOf(view, 'b')}`;
  if (view.phase === 'over') return `Game over · ${names} — periscope`;
  return turnOf(view, me).mine ? `● Your move · ${names} — periscope` : `${names} — periscope`;
}

/** 13.1.3: who won, in words. */
export function resultText(view: GameView, me: Seat | null): string | null {
  const result = view.result;
  if (!result) return null;
  if (result.winner === null) return 'A draw: equal tonnage (13.1.3).';
  if (result.winner === me) return 'You win: the most tonnage sunk (13.1.3).';
  return `${kommandantOf(view, result.winner)} wins: the most tonnage sunk (13.1.3).`;
}
