import { parseArgs } from 'node:util';
import { namesFrom, positiveInteger, positiveNumber, UsageError } from '../../apps/cli/src/options';
import { commandRouteOf } from '../support/seat-commands';
import { SYSTEMS } from './peer';
import type { VsOptions } from './vs';

export const VS_USAGE =
  'bench live --vs periscope,boardgame.io,colyseus,socketio,ws-floor [--sizes 1000,2000,5000,10000] [--runs 3]\n' +
  '           [--seconds 10] [--interval-ms 100] [--bytes auto|N] [--per-process 1250] [--profile DIR] [--json]\n' +
  '           [--bot-via socket|http]\n' +
  '  --vs           the systems, run in turn in each run (periscope is always included, first)\n' +
  '  --sizes        spectators following the one game\n' +
  '  --runs         rounds of the systems per size (the table shows medians)\n' +
  '  --seconds      measured seconds per system and run (after a 2 s warm-up); under 10 the goals are flagged\n' +
  "  --bytes        the peers' payload: auto (periscope's mean update in the same run) or JSON bytes\n" +
  "  --per-process  at most this many spectators per spectators' process\n" +
  "  --bot-via      how periscope's bot sends its commands: socket (the web client's route) or http\n" +
  "  --profile      write each server's CPU profile (node --cpu-prof) into DIR, a folder per system, size and run,\n" +
  "                 and split the main thread's CPU per delivered update by kind of work under the table";

const WARMUP_SECONDS = 2;

/** The options of `bench live --vs`; throws UsageError on a bad one. */
export function parseVsArgs(args: string[]): VsOptions {
  const { values } = parseArgs({
    args,
    options: {
      vs: { type: 'string' },
      sizes: { type: 'string', default: '1000,2000,5000,10000' },
      runs: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '10' },
      'interval-ms': { type: 'string', default: '100' },
      bytes: { type: 'string', default: 'auto' },
      'per-process': { type: 'string', default: '1250' },
      profile: { type: 'string' },
      'bot-via': { type: 'string', default: 'socket' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.vs === undefined) throw new UsageError('--vs names the systems to compare');
  const named = namesFrom(values.vs, SYSTEMS, '--vs');
  return {
    systems: ['periscope', ...named.filter((s) => s !== 'periscope')],
    sizes: values.sizes.split(',').map((s) => positiveInteger(s.trim(), '--sizes')),
    runs: positiveInteger(values.runs, '--runs'),
    seconds: positiveNumber(values.seconds, '--seconds'),
    warmupSeconds: WARMUP_SECONDS,
    intervalMs: positiveNumber(values['interval-ms'], '--interval-ms'),
    bytes: values.bytes === 'auto' ? 'auto' : positiveInteger(values.bytes, '--bytes'),
    perProcess: positiveInteger(values['per-process'], '--per-process'),
    botVia: commandRouteOf(values['bot-via'], '--bot-via'),
    ...(values.profile !== undefined && { profile: values.profile }),
    json: values.json,
  };
}
