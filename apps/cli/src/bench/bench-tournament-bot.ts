import { fold, POLICIES, type CareerEvent, type CareerState, type Decision } from '@periscope/rules';

const json = { 'content-type': 'application/json' };

/** One entrant over HTTP: the aggressive policy on the state its answers fold to, as a player's client would. */
export class EntrantBot {
  private sent = 0;
  events = 0;

  private constructor(
    private readonly url: string,
    readonly careerId: string,
    private readonly seatToken: string,
    private state: CareerState,
    private pending: Decision,
  ) {}

  static async register(url: string, tournamentId: string, name: string): Promise<EntrantBot> {
    const res = await fetch(`${url}/tournaments/${tournamentId}/entrants`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    const { careerId, seatToken } = (await res.json()) as { careerId: string; seatToken: string };
    const read = await fetch(`${url}/careers/${careerId}`, {
      headers: { authorization: `Bearer ${seatToken}` },
    });
    const { state, pending } = (await read.json()) as { state: CareerState; pending: Decision };
    return new EntrantBot(url, careerId, seatToken, state, pending);
  }

  /** One command; false once the career has stopped (nothing pending, or refused). */
  async step(): Promise<boolean> {
    if (this.pending.commands.length === 0) return false;
    let command;
    try {
      command = POLICIES.aggressive(this.state, this.pending);
    } catch {
      return false;
    }
    const res = await fetch(`${this.url}/careers/${this.careerId}/commands`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${this.seatToken}` },
      body: JSON.stringify({ commandId: `bench-${++this.sent}`, ...command }),
    });
    if (res.status !== 200) return false;
    const answer = (await res.json()) as { events: CareerEvent[]; pending: Decision };
    this.state = fold(answer.events, this.state);
    this.pending = answer.pending;
    this.events += answer.events.length;
    return true;
  }
}
