import { wolfpack } from '@periscope/play';
import { fold, POLICIES, type CareerEvent, type CareerState, type Decision } from '@periscope/rules';
import { SeatCommands, type CommandRoute } from '../support/seat-commands';

const json = { 'content-type': 'application/json' };

/** What one step did: sent a command, found the boat waiting on its pack's coordinator, or found it done. */
export type Step = 'moved' | 'waiting' | 'done';

/**
 * Done: the career is over, or (13.5.6, a wolfpack tournament being one patrol) the boat is home; a boat with
 * nothing to choose otherwise waits on its pack's coordinator.
 */
const done = (state: CareerState) =>
  state.step.kind === 'ended' ||
  (state.career?.options.wolfpackTournament === true && wolfpack.boatDone(state));

/**
 * One entrant: the aggressive policy on the state its answers fold to, as a player's client would; its commands on
 * its seat's socket or over HTTP (SeatCommands).
 */
export class EntrantBot {
  private sent = 0;
  events = 0;

  private constructor(
    private readonly url: string,
    readonly careerId: string,
    private readonly seatToken: string,
    private state: CareerState,
    private pending: Decision,
    private readonly commands: SeatCommands,
  ) {}

  static async register(
    url: string,
    tournamentId: string,
    name: string,
    route: CommandRoute,
  ): Promise<EntrantBot> {
    const res = await fetch(`${url}/api/tournaments/${tournamentId}/entrants`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    const { careerId, seatToken } = (await res.json()) as { careerId: string; seatToken: string };
    const commands = await SeatCommands.open(url, careerId, seatToken, route);
    const bot = new EntrantBot(url, careerId, seatToken, undefined as never, undefined as never, commands);
    await bot.read();
    return bot;
  }

  /** The career as the server holds it now (the coordinator's orders change it too). */
  private async read(): Promise<void> {
    const res = await fetch(`${this.url}/api/careers/${this.careerId}`, {
      headers: { authorization: `Bearer ${this.seatToken}` },
    });
    if (res.status !== 200) throw new Error(`read career: ${res.status} ${await res.text()}`);
    ({ state: this.state, pending: this.pending } = (await res.json()) as {
      state: CareerState;
      pending: Decision;
    });
  }

  /** One command, or one look at a boat waiting on its coordinator; 'done' also when a command is refused. */
  async step(): Promise<Step> {
    if (done(this.state)) return 'done';
    if (this.pending.commands.length === 0) {
      await this.read();
      return 'waiting';
    }
    let command;
    try {
      command = POLICIES.aggressive(this.state, this.pending);
    } catch {
      return 'done';
    }
    const answer = await this.commands.send<{ events: CareerEvent[]; pending: Decision }>({
      commandId: `bench-${++this.sent}`,
      ...command,
    });
    if (!answer) return 'done';
    this.state = fold(answer.events, this.state);
    this.pending = answer.pending;
    this.events += answer.events.length;
    return 'moved';
  }

  close(): void {
    this.commands.close();
  }
}
