import { Injectable } from '@nestjs/common';
import type { Seat } from '@periscope/play/duel';
import type { Request } from 'express';
import { SeatClaims } from '../accounts/seat-claims';
import { BearerGuard } from '../common/bearer.guard';
import { seatTokenInvalid, seatTokenMissing } from './games.errors';
import { GameSeats } from './game-seats';

/** The request of a seat, as GameSeatGuard leaves it. */
export type SeatedRequest = Request & { gameSeat: Seat };

/**
 * Commands need a seat of the game (BearerGuard): 404 for no game, 403 for a token of no seat (a spectator cannot
 * command). The seat it opens is noted on the request.
 */
@Injectable()
export class GameSeatGuard extends BearerGuard {
  constructor(
    private readonly seats: GameSeats,
    private readonly claims: SeatClaims,
  ) {
    super();
  }

  protected override async admitSession(gameId: string, request: Request): Promise<boolean> {
    for (const seat of ['a', 'b'] as const)
      if (await this.claims.heldBySession(request, { kind: 'game', id: gameId, seat })) {
        (request as SeatedRequest).gameSeat = seat;
        return true;
      }
    return false;
  }

  protected missing() {
    return seatTokenMissing();
  }

  protected async admit(gameId: string, token: string, request: Request): Promise<void> {
    const seat = await this.seats.seatOf(gameId, token);
    if (!seat) throw seatTokenInvalid(gameId);
    (request as SeatedRequest).gameSeat = seat;
  }
}
