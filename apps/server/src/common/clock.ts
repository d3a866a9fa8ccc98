import { Injectable } from '@nestjs/common';

/** The server's clock, a provider so that tests can move it (registration windows, the absent-opponent timer). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
