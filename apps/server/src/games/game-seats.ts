import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import type { Seat } from '@periscope/play/duel';
import { EVENT_STORE } from '../event-store/event-store.module';
import { gameNotFound, seatTokenInvalid } from './games.errors';
import { GameSecretsStore, seatOfToken, type GameSecrets } from './game-secrets';
import { gameStream, isId } from '../common/streams';
import type { GameViewer } from '@periscope/play/duel';

/** Which seat a token opens in a game; no token is a spectator. */
@Injectable()
export class GameSeats {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly secrets: GameSecretsStore,
  ) {}

  /** The game's secrets; 404 for no such game. */
  async secretsOf(gameId: string): Promise<GameSecrets> {
    const secrets = isId(gameId) ? await this.secrets.read(gameId) : undefined;
    if (!secrets) throw gameNotFound(gameId);
    return secrets;
  }

  /** The seat of the token, or undefined when it opens no seat of this game (404 for no game). */
  async seatOf(gameId: string, token: string): Promise<Seat | undefined> {
    const secrets = await this.secretsOf(gameId);
    // Seat a is taken by GameCreated (revision 0), seat b by GameJoined (revision 1): nothing else comes first.
    const [created, joined] = await this.store.readStream(gameStream(gameId), { maxCount: 2 });
    return seatOfToken(secrets, token, { a: created?.metadata.commandId, b: joined?.metadata.commandId });
  }

  /** A seat for a valid token, a spectator without one; 403 for a token that opens no seat. */
  async viewerOf(gameId: string, token: string | undefined): Promise<GameViewer> {
    if (token === undefined) {
      await this.secretsOf(gameId);
      return 'spectator';
    }
    const seat = await this.seatOf(gameId, token);
    if (!seat) throw seatTokenInvalid(gameId);
    return seat;
  }
}
