import { benchCommandId } from './bench-live-connection';
import { fold, POLICIES, type CareerEvent, type CareerState, type Decision } from '@periscope/rules';
import { SeatCommands, type CommandRoute } from '../support/seat-commands';

interface Answer {
  events: CareerEvent[];
  pending: Decision;
}

const START = { uboatType: 'VIIC', startDate: '1943-07', kommandant: 'Kptlt. Bench' };

/**
 * One bot game: a career played by the cautious policy, as a player's client would: started over HTTP, its
 * commands sent on its seat's socket (the web client's route) or over HTTP. It keeps the state by folding the
 * events each command's answer carries (one GET at the start). Each commandId carries its send time: spectators
 * time their updates from it, as the peers' from the player's send.
 */
export class BotGame {
  private sent = 0;
  commands = 0;
  events = 0;

  private constructor(
    readonly careerId: string,
    private readonly seat: SeatCommands,
    private state: CareerState,
    private pending: Decision,
  ) {}

  static async start(url: string, route: CommandRoute = 'socket'): Promise<BotGame> {
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
    const commands = await SeatCommands.open(url, careerId, seatToken, route);
    return new BotGame(careerId, commands, read.state, read.pending);
  }

  close(): void {
    this.seat.close();
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
    const commandId = benchCommandId(++this.sent, performance.timeOrigin + performance.now());
    const answer = await this.seat.send<Answer>({ commandId, ...command });
    if (!answer) return false;
    this.state = fold(answer.events, this.state);
    this.pending = answer.pending;
    this.commands++;
    this.events += answer.events.length;
    return true;
  }
}
