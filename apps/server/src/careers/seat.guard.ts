import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { SeatClaims } from '../accounts/seat-claims';
import { BearerGuard } from '../common/bearer.guard';
import { tokenMatches } from '../common/bearer-token';
import { isId } from '../common/streams';
import { CareerSecretsStore } from '../common/career-secrets';
import { careerNotFound, seatTokenInvalid, seatTokenMissing } from './careers.errors';

/** Commands need the career's seat: 404 for no career, 403 for a token that is not its seat (BearerGuard). */
@Injectable()
export class SeatGuard extends BearerGuard {
  constructor(
    private readonly secrets: CareerSecretsStore,
    private readonly claims: SeatClaims,
  ) {
    super();
  }

  protected override admitSession(careerId: string, request: Request): Promise<boolean> {
    return this.claims.heldBySession(request, { kind: 'career', id: careerId });
  }

  protected missing() {
    return seatTokenMissing();
  }

  protected async admit(careerId: string, token: string): Promise<void> {
    const secrets = isId(careerId) ? await this.secrets.read(careerId) : undefined;
    if (!secrets) throw careerNotFound(careerId);
    if (!tokenMatches(token, secrets.seatTokenHash)) throw seatTokenInvalid(careerId);
  }
}
