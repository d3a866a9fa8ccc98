import { Injectable } from '@nestjs/common';

/**
 * The server's clock, the one provider every capability reads time and sets timers through, so that tests can move
 * it (registration windows, the absent-opponent timer TP-TIMEOUT).
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Runs `fn` in `ms` milliseconds (never holding the process open); returns what cancels it. */
  after(ms: number, fn: () => void): () => void {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return () => clearTimeout(timer);
  }
}
