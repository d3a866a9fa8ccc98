import type { CareerState, OptionOdds } from '@periscope/rules';
import { oddsQueue, type OddsAnswer } from './odds-queue';

const state = {} as CareerState;
const ask = (id: number) => ({ kind: 'ask' as const, id, state, command: { type: `Option${id}`, data: {} } });
const oddsFor = (type: string) =>
  ({ effect: null, chances: [{ label: type, p: 0.5 }] }) as unknown as OptionOdds;

/** The queue with a hand-run task list: each `later` is a task the test runs when it says. */
function queue() {
  const tasks: (() => void)[] = [];
  const answers: OddsAnswer[] = [];
  const worked: string[] = [];
  const receive = oddsQueue(
    (_, command) => (worked.push(command.type), oddsFor(command.type)),
    (a) => answers.push(a),
    (next) => tasks.push(next),
  );
  const runTask = () => tasks.shift()?.();
  return { receive, runTask, tasks, answers, worked };
}

describe('the odds worker’s queue', () => {
  it('works out one question a task, oldest first, and answers each by its id', () => {
    const q = queue();
    q.receive(ask(1));
    q.receive(ask(2));
    expect(q.tasks).toHaveLength(1); // one task at a time: a message in between is read before the next
    q.runTask();
    expect(q.answers.map((a) => a.id)).toEqual([1]);
    q.runTask();
    expect(q.answers).toEqual([
      { id: 1, odds: oddsFor('Option1') },
      { id: 2, odds: oddsFor('Option2') },
    ]);
    expect(q.tasks).toHaveLength(0);
  });

  it('a question dropped while another is worked out is never worked out', () => {
    const q = queue();
    q.receive(ask(1));
    q.receive(ask(2));
    q.receive(ask(3));
    q.runTask(); // 1
    q.receive({ kind: 'drop', id: 2 }); // the screen moved on while 1 was worked out
    q.runTask();
    q.runTask();
    expect(q.worked).toEqual(['Option1', 'Option3']);
    expect(q.answers.map((a) => a.id)).toEqual([1, 3]);
  });

  it('a drop of a question already answered, or unknown, changes nothing', () => {
    const q = queue();
    q.receive(ask(1));
    q.runTask();
    q.receive({ kind: 'drop', id: 1 });
    q.receive({ kind: 'drop', id: 9 });
    expect(q.tasks).toHaveLength(0);
    expect(q.answers.map((a) => a.id)).toEqual([1]);
  });
});
