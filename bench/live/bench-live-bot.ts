import { benchCommandId } from './bench-live-connection';
import { fold, POLICIES, type CareerEvent, type CareerState, type Decision } from '@periscope/rules';

const START = { uboatType: 'VIIC', startDate: '1943-07', kommandant: 'Kptlt. Bench' };

/**
 * One bot game over HTTP: a career played by the cautious policy, as a player's client would. It keeps the state
 * by folding the events each command's answer carries (one GET at the start). Each commandId carries its send
 * time: spectators time their updates from it, as the peers' from the player's send.
 */
export class BotGame {
  private sent = 0;
  commands = 0;
  events = 0;

  private constructor(
    private readonly url: string,
    readonly careerId: string,
    private readonly seatToken: string,
    private state: CareerState,
    private pending: Decision,
  ) {}

  static async start(url: string): Promise<BotGame> {
    const started = await fetch(`${url}/api/careers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(START),
    });
    if (started.status !== 201) throw new Error(`POST /careers: ${started.status} ${await started.text()}`);
    const { careerId, seatToken } = (await started.json()) as { careerId: string; seatToken: string };
    const seat = { headers: { authorization: `Bearer ${seatToken}` } };
    const read = (await (await fetch(`${url}/api/careers/${careerId}`, seat)).json()) as {
      state: CareerState;
      pending: Decision;
    };
    return new BotGame(url, careerId, seatToken, read.state, read.pending);
  }

  /** Sends the policy's next command; false once the career has stopped (nothing pending, or refused). */
  async step(): Promise<boolean> {
    if (this.pending.commands.length === 0) return false;
    let command;
    try {
      command = POLICIES.cautious(this.state, this.pending);
    } catch {
      return false; // nothing the bot can build
    }
    const res = await fetch(`${this.url}/api/careers/${this.careerId}/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.seatToken}` },
      body: JSON.stringify({
        commandId: benchCommandId(++this.sent, performance.timeOrigin + performance.now()),
        ...command,
      }),
    });
    if (res.status !== 200) return false;
    const answer = (await res.json()) as { events: CareerEvent[]; pending: Decision };
    this.state = fold(answer.events, this.state);
    this.pending = answer.pending;
    this.commands++;
    this.events += answer.events.length;
    return true;
  }
}
