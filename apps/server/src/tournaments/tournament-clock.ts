import { Injectable } from '@nestjs/common';

/** The server's clock for tournament commands (registration windows): a provider, so tests can move it. */
@Injectable()
export class TournamentClock {
  now(): Date {
    return new Date();
  }
}
