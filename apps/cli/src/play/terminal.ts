import { createInterface, type Interface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { PLAY_WORDS, type PlayWords } from './play-words';

/** Where `periscope play` reads answers and writes the game: the process's stdin and stdout, or test streams. */
export interface PlayIO {
  readonly input: Readable;
  readonly output: Writable;
}

const ANSI = { bold: '1', dim: '2', red: '31', green: '32', yellow: '33', cyan: '36' } as const;
export type Style = keyof typeof ANSI;
export type Paint = (style: Style, text: string) => string;

const isTTY = (stream: Readable | Writable): boolean => (stream as { isTTY?: boolean }).isTTY === true;

/** Colour only for a terminal, unless --no-color or NO_COLOR (no-color.org). */
export const wantsColor = (io: PlayIO, noColor: boolean): boolean =>
  !noColor && isTTY(io.output) && !process.env.NO_COLOR;

/**
 * One line per answer, read with node:readline. Piped answers are buffered (none is lost between two prompts) and
 * echoed after their prompt, so a transcript reads like a session; the end of the input (or Ctrl+C) is `null`.
 */
export class Terminal {
  readonly paint: Paint;
  readonly #rl: Interface;
  readonly #lines: AsyncIterator<string>;
  readonly #tty: boolean;

  constructor(
    private readonly io: PlayIO,
    color: boolean,
    /** The player's language (docs/i18n.md). */
    readonly words: PlayWords = PLAY_WORDS.en,
  ) {
    this.paint = color ? (style, text) => `\x1b[${ANSI[style]}m${text}\x1b[0m` : (_, text) => text;
    this.#tty = isTTY(io.input);
    this.#rl = createInterface({
      input: io.input,
      output: this.#tty ? io.output : undefined,
      terminal: this.#tty,
    });
    this.#rl.on('SIGINT', () => this.#rl.close());
    this.#lines = this.#rl[Symbol.asyncIterator]();
  }

  write(text = ''): void {
    this.io.output.write(`${text}\n`);
  }

  /** The next answer, trimmed; null when the input has ended. */
  async ask(prompt: string): Promise<string | null> {
    const painted = this.paint('green', prompt);
    if (this.#tty) {
      this.#rl.setPrompt(painted);
      this.#rl.prompt();
    } else {
      this.io.output.write(painted);
    }
    const next = await this.#lines.next();
    if (next.done) {
      this.write();
      return null;
    }
    if (!this.#tty) this.write(next.value);
    return next.value.trim();
  }

  close(): void {
    this.#rl.close();
  }
}
