import { createHash } from 'node:crypto';
import { exportCareer } from './career/export-career';
import { eventLine, eventText } from './chain';
import type { ExportedEvent } from './format';
import { recordBotCareer, type RecordedCareer } from './record';

/** The first bot career (from i = 0) that ended and sank a ship: rolls, tonnage and CareerEnded to tamper with. */
export function endedCareerWithSinkings(): RecordedCareer {
  for (let i = 0; i < 400; i++) {
    const career = recordBotCareer(i);
    if (career.ended && career.events.some((e) => e.type === 'ShipSunk')) return career;
  }
  throw new Error('no bot career among the first 400 ended with a ship sunk');
}

/** The career's export with its seeds revealed, as lines. */
export const revealedExport = (career: RecordedCareer): string[] =>
  exportCareer({ careerId: career.careerId, events: career.events, seeds: career.seeds });

export const text = (lines: readonly string[]): string => `${lines.join('\n')}\n`;

type Line = { prevHash: string; event: ExportedEvent; hash: string };

export const lineOf = (lines: readonly string[], n: number): Line => JSON.parse(lines[n - 1]);

/** The 1-based line of the first event of this type. */
export const lineWhere = (lines: readonly string[], test: (e: ExportedEvent) => boolean): number =>
  lines.findIndex((l, i) => i > 0 && l.startsWith('{"prevHash"') && test(lineOf(lines, i + 1).event)) + 1;

/** A forger's edit: line n's event changed, its hash left as it was. */
export function tamper(
  lines: readonly string[],
  n: number,
  change: (e: ExportedEvent) => ExportedEvent,
): string[] {
  const { prevHash, event, hash } = lineOf(lines, n);
  const changed = `{"prevHash":"${prevHash}","event":${eventText(change(event))},"hash":"${hash}"}`;
  return lines.map((l, i) => (i === n - 1 ? changed : l));
}

/** A careful forger: every event line rehashed after the edits, the trailer's count and head hash too. */
export function rehash(lines: readonly string[]): string[] {
  let prev = '0'.repeat(64);
  const out = lines.map((l) => {
    if (!l.startsWith('{"prevHash"')) return l;
    const { line, hash } = eventLine(prev, eventText(JSON.parse(l).event));
    prev = hash;
    return line;
  });
  const last = JSON.parse(out[out.length - 1]);
  last.trailer.headHash = prev;
  last.trailer.events = out.filter((l) => l.startsWith('{"prevHash"')).length;
  return [...out.slice(0, -1), JSON.stringify(last)];
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
