import { Inject, Injectable, Optional } from '@nestjs/common';
import { collectInTurns } from './in-turns';

export const EXPORT_CACHE_BYTES = Symbol('EXPORT_CACHE_BYTES');

/** 64 MiB of finished exports: a few dozen careers and the largest tournaments. */
const DEFAULT_BYTES = 64 * 1024 * 1024;

interface Entry {
  readonly head: string;
  readonly lines: readonly string[];
  readonly bytes: number;
}

/**
 * The exports of what has finished (an ended career, a finished tournament), kept by their head position: the same
 * head is the same bytes, served again without reading, sealing or hashing a thing. One export per id (a newer
 * head, a ruling filed since, replaces it), at most `maxBytes` in all, the least recently asked for out first.
 */
@Injectable()
export class ExportCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(@Optional() @Inject(EXPORT_CACHE_BYTES) private readonly maxBytes: number = DEFAULT_BYTES) {}

  /** The lines kept for `id` at `head`, if any. */
  get(id: string, head: string): readonly string[] | undefined {
    const entry = this.#entries.get(id);
    if (entry?.head !== head) return undefined;
    this.#entries.delete(id);
    this.#entries.set(id, entry); // the most recently asked for last
    return entry.lines;
  }

  /** Makes every line (a page at a time, the event loop free between), keeps them for `id` at `head`. */
  async keep(id: string, head: string, lines: Iterable<string>): Promise<readonly string[]> {
    const all = await collectInTurns(lines);
    const bytes = all.reduce((n, line) => n + line.length + 1, 0);
    this.#drop(id);
    if (bytes > this.maxBytes) return all;
    this.#entries.set(id, { head, lines: all, bytes });
    this.#bytes += bytes;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#drop(oldest);
    }
    return all;
  }

  #drop(id: string): void {
    const entry = this.#entries.get(id);
    if (!entry) return;
    this.#bytes -= entry.bytes;
    this.#entries.delete(id);
  }
}
