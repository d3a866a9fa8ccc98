import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Seat } from '@periscope/play/duel';
import type { Request } from 'express';
import { bearerToken } from '../careers/seat-token';
import { seatTokenInvalid, seatTokenMissing } from './games.errors';
import { GameSeats } from './game-seats';

/** The request of a seat, as GameSeatGuard leaves it. */
export type SeatedRequest = Request & { gameSeat: Seat };

/**
 * Commands need a seat of the game: `Authorization: Bearer <seatToken>`. Runs before body validation, so an
 * unauthenticated caller learns nothing from it: 401 without a token, 404 for no game, 403 for a token of no seat
 * (a spectator cannot command).
 */
@Injectable()
export class GameSeatGuard implements CanActivate {
  constructor(private readonly seats: GameSeats) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SeatedRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw seatTokenMissing();
    const gameId = String(request.params.id);
    const seat = await this.seats.seatOf(gameId, token);
    if (!seat) throw seatTokenInvalid(gameId);
    request.gameSeat = seat;
    return true;
  }
}
