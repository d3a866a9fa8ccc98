import type { Terminal } from './terminal';

/** The index of the answer among the labels (by number from 1, or the label itself); null at the end of input. */
export async function pick(
  terminal: Terminal,
  prompt: string,
  labels: readonly string[],
): Promise<number | null> {
  for (;;) {
    const answer = await terminal.ask(prompt);
    if (answer === null) return null;
    const n = Number(answer);
    if (Number.isInteger(n) && n >= 1 && n <= labels.length) return n - 1;
    const named = labels.findIndex((l) => l.toLowerCase() === answer.toLowerCase());
    if (named >= 0) return named;
    const { words } = terminal;
    terminal.write(terminal.paint('red', words.notAChoice(answer || words.empty, String(labels.length))));
  }
}
