import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';

/** Draws server seeds: 256 random bits, hex (a provider, so that tests can fix the dice). */
@Injectable()
export class ServerSeeds {
  draw(): string {
    return randomBytes(32).toString('hex');
  }
}
