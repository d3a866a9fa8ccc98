import { Injectable } from '@nestjs/common';
import type { CareerSecrets } from './career-secrets';

/** Whether a career may play now; check throws the AppError that says why not. `secrets`: the career's, as read. */
export interface CareerGate {
  check(careerId: string, secrets: CareerSecrets): Promise<void>;
}

/**
 * What other capabilities put before a seat's career commands (HTTP and socket.io): tournaments refuse the
 * commands of an entrant while his tournament is paused (T-PAUSE). The wolfpack coordinator's orders do not pass
 * here (they stop by themselves during a pause, W-PAUSE).
 */
@Injectable()
export class CareerGates {
  readonly #gates: CareerGate[] = [];

  add(gate: CareerGate): void {
    this.#gates.push(gate);
  }

  async check(careerId: string, secrets: CareerSecrets): Promise<void> {
    for (const gate of this.#gates) await gate.check(careerId, secrets);
  }
}
