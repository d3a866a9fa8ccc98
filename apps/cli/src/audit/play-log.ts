import { exportCareer, toNdjson, type CommandMetadata, type SourceEvent } from '@periscope/audit';
import { commitment } from '@periscope/rules';
import { isCareerLog, parseCareerLog, type CareerLogFile } from '../play/career-log';

/*
 * `periscope play --save` writes a career log (one header with the seeds, then each event with its command and
 * dice nonces); the server exports careers as `periscope-export`. Audit reads both: a log is turned into the
 * export the server would have written for the same career, seeds revealed (a local game deals its own dice).
 */

/** The log's events as the server stores them: each with the CommandMetadata of the command that caused it. */
function storedEvents({ lines }: CareerLogFile): SourceEvent[] {
  let firstNonce = 0;
  return lines.map((line, i) => {
    if (i > 0 && lines[i - 1].commandSeq !== line.commandSeq) firstNonce = lines[i - 1].nextNonce;
    const commandId = `play-${line.commandSeq}`;
    const metadata: CommandMetadata = {
      commandId,
      correlationId: commandId,
      actor: 'seat:player',
      command: { type: line.command.type, data: line.command.data },
      dice: { firstNonce, nextNonce: line.nextNonce },
    };
    return { revision: line.seq, type: line.event.type, data: line.event.data, metadata: { ...metadata } };
  });
}

/** A play log as a career export (its id: `local-` and the start of its seed commitment); others unchanged. */
export function asExport(bytes: Buffer, file: string): { bytes: Buffer; fromPlay: boolean } {
  const text = bytes.toString('utf8');
  if (!isCareerLog(text)) return { bytes, fromPlay: false };
  const log = parseCareerLog(text, file);
  const { serverSeed, playerSeed } = log.header;
  const careerId = `local-${commitment(serverSeed).slice(0, 16)}`;
  const lines = exportCareer({ careerId, events: storedEvents(log), seeds: { serverSeed, playerSeed } });
  return { bytes: Buffer.from(toNdjson(lines)), fromPlay: true };
}
