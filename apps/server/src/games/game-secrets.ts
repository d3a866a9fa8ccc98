import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import type { Seat } from '@periscope/play/duel';
import { commitment } from '@periscope/rules';
import { hashToken, newToken, tokenMatches } from '../common/bearer-token';
import { EVENT_STORE } from '../event-store/event-store.module';
import { gameSecretStream } from '../common/streams';

// The events of a game's secret stream. Their types are a storage contract (ARCHITECTURE.md "The engine").
const GAME_SECRETS_DRAWN = 'GameSecretsDrawn';
const SEAT_TOKEN_ISSUED = 'SeatTokenIssued';

/** A seat's token, by hash, and the command that took the seat (a lost race's token opens nothing). */
export interface SeatKey {
  seat: Seat;
  tokenHash: string;
  commandId: string;
}

/** What the server keeps secret about a game: never in the game stream, the seed sent only once it is over. */
export interface GameSecrets {
  serverSeed: string;
  /** sha256(serverSeed), as published in GameCreated. */
  commitment: string;
  /** sha256 of the invite code: whoever has the code may take seat b. */
  inviteCodeHash: string;
  seats: SeatKey[];
}

/** A new invite code: 64 random bits, base64url (11 characters). */
const newInviteCode = (): string => randomBytes(8).toString('base64url');

/** Reads and writes a game's secret stream (common/streams.ts: secret, never served). */
@Injectable()
export class GameSecretsStore {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The seed, the invite code and seat a's token: the code and the token are returned, only their hashes kept. */
  async create(gameId: string, serverSeed: string, commandId: string) {
    const inviteCode = newInviteCode();
    const seatToken = newToken();
    const drawn = {
      serverSeed,
      commitment: commitment(serverSeed),
      inviteCodeHash: hashToken(inviteCode),
    };
    const seat: SeatKey = { seat: 'a', tokenHash: hashToken(seatToken), commandId };
    await this.store.append(
      gameSecretStream(gameId),
      [
        { type: GAME_SECRETS_DRAWN, data: drawn },
        { type: SEAT_TOKEN_ISSUED, data: seat },
      ],
      { expectedRevision: 'no_stream' },
    );
    return { inviteCode, seatToken };
  }

  /** A token for the seat the command takes; it opens the seat only if that command's event is in the game. */
  async issueSeat(gameId: string, seat: Seat, commandId: string): Promise<string> {
    const seatToken = newToken();
    const key: SeatKey = { seat, tokenHash: hashToken(seatToken), commandId };
    await this.store.append(gameSecretStream(gameId), [{ type: SEAT_TOKEN_ISSUED, data: key }], {
      expectedRevision: 'stream_exists',
    });
    return seatToken;
  }

  async read(gameId: string): Promise<GameSecrets | undefined> {
    const events = await this.store.readStream(gameSecretStream(gameId));
    const drawn = events.find((e) => e.type === GAME_SECRETS_DRAWN)?.data as
      Omit<GameSecrets, 'seats'> | undefined;
    if (!drawn) return undefined;
    const seats = events.filter((e) => e.type === SEAT_TOKEN_ISSUED).map((e) => e.data as SeatKey);
    return { ...drawn, seats };
  }
}

/** Whether the invite code is the game's, compared in constant time. */
export function inviteMatches(code: string, secrets: GameSecrets): boolean {
  const given = Buffer.from(hashToken(code), 'hex');
  const stored = Buffer.from(secrets.inviteCodeHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The seat a token opens: a key with its hash whose command took that seat in the game (`seated`). */
export function seatOfToken(
  secrets: GameSecrets,
  token: string,
  seated: Readonly<Partial<Record<Seat, string>>>,
): Seat | undefined {
  const key = secrets.seats.find((k) => tokenMatches(token, k.tokenHash));
  return key && seated[key.seat] === key.commandId ? key.seat : undefined;
}
