import type { Decision } from '@periscope/rules';
import request, { type Response } from 'supertest';
import type { App } from 'supertest/types';
import { nextCommand } from './career-driver';

export interface Seat {
  careerId: string;
  seatToken: string;
}

export const START = { uboatType: 'VIIC', startDate: '1943-07', kommandant: 'Kptlt. Test' };

/** The careers API as a player's client uses it. */
export class CareersClient {
  private sent = 0;

  constructor(private readonly http: App) {}

  start(body: object = {}): request.Test {
    return request(this.http)
      .post('/api/careers')
      .send({ ...START, ...body });
  }

  async started(body: object = {}): Promise<Seat & { pending: Decision }> {
    const res = await this.start(body).expect(201);
    return res.body;
  }

  send(seat: Seat, command: object, token = seat.seatToken): request.Test {
    return request(this.http)
      .post(`/api/careers/${seat.careerId}/commands`)
      .set('Authorization', `Bearer ${token}`)
      .send({ commandId: `cmd-${++this.sent}`, ...command });
  }

  get(path: string): request.Test {
    return request(this.http).get(path);
  }

  /** Plays the bot's commands until nothing is pending or a command is refused; returns the last answer. */
  async play(seat: Seat, decision: Decision, maxCommands = 500): Promise<Response> {
    let last: Response | undefined;
    for (let n = 0, command = nextCommand(decision); command && n < maxCommands; n++) {
      last = await this.send(seat, command);
      if (last.status !== 200) return last;
      command = nextCommand(last.body.pending);
    }
    return last as Response;
  }
}
