import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { careerNotFound, seatTokenInvalid, seatTokenMissing } from './careers.errors';
import { CareerSecretsStore } from './career-secrets';
import { isCareerId } from './career-streams';
import { bearerToken, seatTokenMatches } from './seat-token';

/**
 * Commands need the career's seat: `Authorization: Bearer <seatToken>`. Runs before body validation, so an
 * unauthenticated caller learns nothing from it: 401 without a token, 404 for no career, 403 for a wrong token.
 */
@Injectable()
export class SeatGuard implements CanActivate {
  constructor(private readonly secrets: CareerSecretsStore) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw seatTokenMissing();
    const careerId = String(request.params.id);
    const secrets = isCareerId(careerId) ? await this.secrets.read(careerId) : undefined;
    if (!secrets) throw careerNotFound(careerId);
    if (!seatTokenMatches(token, secrets.seatTokenHash)) throw seatTokenInvalid(careerId);
    return true;
  }
}
