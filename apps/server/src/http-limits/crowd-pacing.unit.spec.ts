import { CrowdPacing, type EnginePacket, type PacingClock } from './crowd-pacing';

/** A clock moved by hand, and an event loop whose turns run when the test says. */
class ScriptedLoop implements PacingClock {
  at = 0;
  private turns: (() => void)[] = [];
  now = () => this.at;
  nextTurn = (then: () => void) => void this.turns.push(then);
  /** Ends this turn: runs what waited for the next one (what that schedules waits for the turn after). */
  turn() {
    const due = this.turns;
    this.turns = [];
    for (const then of due) then();
  }
}

/** A transport that records the packets it hands on, each taking `costMs` of the loop's time. */
class FakeTransport {
  readonly handed: string[] = [];
  constructor(
    private readonly loop: ScriptedLoop,
    private readonly costMs = 1,
  ) {}
  onPacket(packet: EnginePacket) {
    this.handed.push(String(packet.data));
    this.loop.at += this.costMs;
  }
}

const message = (data: string): EnginePacket => ({ type: 'message', data });
const join = (n: number) => message(`2/live,${n}["join",{"stream":"career","id":"x"}]`);
const leave = () => message('2/live,["leave",{"stream":"career","id":"x"}]');
const command = (n: number) => message(`2/live,${n}["command",{"stream":"career","id":"x"}]`);

describe('CrowdPacing: joins and leaves beyond a turn’s budget wait for the next turns', () => {
  let loop: ScriptedLoop;
  let pacing: CrowdPacing;
  const paced = (costMs = 1) => {
    const transport = new FakeTransport(loop, costMs);
    pacing.pace(transport);
    return transport;
  };
  beforeEach(() => {
    loop = new ScriptedLoop();
    pacing = new CrowdPacing(10, loop);
  });

  it('hands a crowd’s joins on 10 ms of the loop a turn, in the order they came', () => {
    const crowd = Array.from({ length: 35 }, () => paced());
    crowd.forEach((t, n) => t.onPacket(join(n)));
    const handed = () => crowd.filter((t) => t.handed.length > 0).length;
    expect(handed()).toBe(10); // the poll phase that read them all: 10 joins of 1 ms
    expect(pacing.waiting).toBe(25);
    loop.turn();
    expect(handed()).toBe(20);
    loop.turn();
    loop.turn();
    expect(handed()).toBe(35);
    expect(pacing.waiting).toBe(0);
    crowd.forEach((t, n) => expect(t.handed).toEqual([join(n).data]));
  });

  it('lets a command through at once while the crowd waits, and a socket’s own messages keep their order', () => {
    const crowd = Array.from({ length: 20 }, () => paced());
    crowd.forEach((t, n) => t.onPacket(join(n)));
    const seat = paced();
    seat.onPacket(command(1));
    expect(seat.handed).toEqual([command(1).data]);
    const behind = crowd[15];
    behind.onPacket(command(2)); // its join waits: so does its command
    behind.onPacket(leave());
    expect(behind.handed).toEqual([]);
    loop.turn(); // the ten joins still waiting
    expect(behind.handed).toEqual([join(15).data]);
    loop.turn();
    expect(behind.handed).toEqual([join(15).data, command(2).data, leave().data]);
  });

  it('hands everything on at once while a turn stays within the budget, and a new turn has a new budget', () => {
    const few = Array.from({ length: 5 }, () => paced());
    few.forEach((t, n) => t.onPacket(join(n)));
    expect(pacing.waiting).toBe(0);
    loop.turn();
    const next = Array.from({ length: 10 }, () => paced());
    next.forEach((t, n) => t.onPacket(join(n)));
    expect(pacing.waiting).toBe(0);
    next[0].onPacket(leave());
    expect(pacing.waiting).toBe(1);
  });

  it('hands on at least one waiting message a turn, however long one takes, and passes other packets untouched', () => {
    const slow = Array.from({ length: 3 }, () => paced(50));
    slow.forEach((t, n) => t.onPacket(join(n)));
    expect(pacing.waiting).toBe(2);
    loop.turn();
    expect(pacing.waiting).toBe(1);
    loop.turn();
    expect(pacing.waiting).toBe(0);
    const other = paced(50);
    other.onPacket({ type: 'pong' });
    other.onPacket(message('2/live,["joined"]'));
    expect(other.handed).toEqual(['undefined', '2/live,["joined"]']);
  });
});
