import {
  endedCareerWithSinkings,
  lineOf,
  lineWhere,
  rehash,
  revealedExport,
  tamper,
  text,
} from '@periscope/audit/audit.fixtures';
import type { RecordedRoll } from '@periscope/rules';

// Real exports for the audit screen's tests: a bot career that ended with ships sunk, honest and tampered three
// ways (one roll, one tonnage, a deleted line). The tampered ones are rehashed, as a careful forger.

export const career = endedCareerWithSinkings();
export const cleanLines = revealedExport(career);
export const cleanExport = text(cleanLines);

/** The first event line with a roll of its own, and that roll. */
export const rolledLine = lineWhere(
  cleanLines,
  (e) => (e.data as { roll?: RecordedRoll | null }).roll != null,
);
export const bentRoll = (lineOf(cleanLines, rolledLine).event.data as { roll: RecordedRoll }).roll;

/** One die of one roll changed. */
export const tamperedRoll = (): string =>
  text(
    rehash(
      tamper(cleanLines, rolledLine, (e) => ({
        ...e,
        data: {
          ...(e.data as object),
          roll: { ...bentRoll, faces: bentRoll.faces.map((f, i) => (i === 0 ? (f % 6) + 1 : f)) },
        },
      })),
    ),
  );

export const sunkLine = lineWhere(cleanLines, (e) => e.type === 'ShipSunk');

/** A ship sunk made 1,000 t heavier. */
export const tamperedTonnage = (): string =>
  text(
    rehash(
      tamper(cleanLines, sunkLine, (e) => ({
        ...e,
        data: { ...(e.data as object), tonnage: (e.data as { tonnage: number }).tonnage + 1000 },
      })),
    ),
  );

/** The line deleted: the event after the first ship sunk, its hash chain left as it was. */
export const deletedLine = sunkLine + 1;
export const withLineDeleted = (): string => text(cleanLines.filter((_, i) => i !== deletedLine - 1));

export { lineOf };
