import {
  decide,
  evolve,
  initialState,
  rollsIn,
  SeededDice,
  type CareerCommand,
  type CareerEvent,
  type CareerState,
  type ChartPack,
  type DiceSeeds,
} from '@periscope/rules';
import { at, foldOrStop, type EventRef, type Finding } from '../findings';
import type { CommandMetadata } from '../format';
import { checkRolls } from '../roll-check';
import { RecordedDice } from '../rolls';
import type { RawEvent } from '../read';
import { CommandLines, type Head } from './command-lines';
import { compareBatch } from './compare-batch';

export interface ReplayOptions {
  /** The revealed seeds, or null while they are sealed (the replay then uses the recorded rolls). */
  readonly seeds: DiceSeeds | null;
  readonly charts: ChartPack;
  readonly canReplay: boolean;
}

/** An event as the replay folded it: where it is, and its data. */
export type FoldedEvent = EventRef & { readonly data: unknown };

export interface ReplayOutcome {
  readonly commands: number;
  readonly rolls: number;
  readonly events: FoldedEvent[];
  /** The state folded from every stored event, or null when one did not fold. */
  readonly state: CareerState | null;
  /** The state folded just before CareerEnded (what the career's end is recomputed from), if it ended. */
  readonly beforeEnd: CareerState | null;
}

/**
 * (c), and (b) where the replay cannot vouch for the rolls, command by command (a command's events share its
 * commandId and are consecutive). Each recorded command is decided again on the state folded from the events
 * before it, with the dice resuming at its firstNonce; its events must come out byte-identical (as JSON text).
 * A command whose replay matches on seeded dice had every roll recomputed by that replay's SeededDice; the rolls
 * of any other command are recomputed one by one (E-AUDIT-ROLLS).
 */
export function replayCareer(
  raws: readonly RawEvent[],
  options: ReplayOptions,
  findings: Finding[],
): ReplayOutcome {
  const lines = new CommandLines(raws, findings);
  const events: FoldedEvent[] = [];
  let state: CareerState | null = initialState();
  let nonce = 0;
  let commands = 0;
  let rolls = 0;
  let previous: string | undefined;
  let beforeEnd: CareerState | null = null;
  for (let i = 0; i < raws.length;) {
    const head = lines.head(i);
    if (!head) {
      state = null; // an event that does not parse or records no command: nothing after it can be replayed
      i++;
      continue;
    }
    const { meta } = head;
    if (meta.commandId === previous) {
      // The command before gave all its events already (its lines matched): this one was added.
      findings.push(added(raws[i], meta.commandId));
      events.push({ ...at(raws[i]), data: lines.event(i)?.data });
      i++;
      continue;
    }
    previous = meta.commandId;
    commands++;
    if (meta.dice.firstNonce !== nonce) findings.push(nonceGap(raws[i], nonce, meta.dice.firstNonce));
    const command = replayCommand(lines, i, head, state, options, findings);
    rolls += command.rolls;
    for (const event of command.events) events.push(event);
    for (const event of command.events) {
      if (event.type === 'CareerEnded') beforeEnd = state;
      state = state && fold(state, event, findings);
    }
    nonce = meta.dice.nextNonce;
    i = command.end;
  }
  return { commands, rolls, events, state, beforeEnd };
}

interface CommandOutcome {
  readonly end: number;
  readonly events: readonly FoldedEvent[];
  readonly rolls: number;
}

function replayCommand(
  lines: CommandLines,
  i: number,
  { meta, metaStart }: Head,
  state: CareerState | null,
  options: ReplayOptions,
  findings: Finding[],
): CommandOutcome {
  const { seeds, canReplay } = options;
  const { firstNonce, nextNonce } = meta.dice;
  if (seeds && state && canReplay) {
    // Fast path: decide, then compare texts without parsing the lines.
    const dice = new SeededDice(seeds, firstNonce);
    const decided = tryDecide(state, meta, dice, options.charts, lines.raws[i], findings);
    if (decided && metaStart >= 0 && dice.nextNonce === nextNonce && lines.matches(i, decided, metaStart))
      return { end: i + decided.length, events: lines.asFolded(i, decided), rolls: nextNonce - firstNonce };
    return slowPath(lines, i, meta, decided, dice.nextNonce, seeds, findings);
  }
  const end = lines.commandEnd(i);
  const batch = lines.batch(i, end);
  if (!state || !canReplay)
    return { end, events: batch, rolls: seeds ? checkRolls(batch, seeds, meta.dice, findings) : 0 };
  const recorded = new RecordedDice(
    batch.flatMap((e) => rollsIn(e.data)),
    firstNonce,
  );
  const decided = tryDecide(state, meta, recorded, options.charts, batch[0], findings);
  if (decided) compareBatch(batch, decided, recorded.nextNonce, meta, findings);
  return { end, events: batch, rolls: 0 };
}

/** Every line of the command parsed and compared with what decide gave; rolls checked one by one unless it matched. */
function slowPath(
  lines: CommandLines,
  i: number,
  meta: CommandMetadata,
  decided: CareerEvent[] | null,
  diceEnd: number,
  seeds: DiceSeeds,
  findings: Finding[],
): CommandOutcome {
  const end = lines.commandEnd(i);
  const batch = lines.batch(i, end);
  const matched = decided !== null && compareBatch(batch, decided, diceEnd, meta, findings);
  const rolls = matched
    ? meta.dice.nextNonce - meta.dice.firstNonce
    : checkRolls(batch, seeds, meta.dice, findings);
  return { end, events: batch, rolls };
}

function tryDecide(
  state: CareerState,
  meta: CommandMetadata,
  dice: SeededDice | RecordedDice,
  charts: ChartPack,
  first: EventRef,
  findings: Finding[],
): CareerEvent[] | null {
  try {
    return decide(state, meta.command as CareerCommand, dice, charts);
  } catch (error) {
    const e = error as Error & { rule?: string };
    const message = `decide refuses the recorded command ${meta.command.type}: ${e.message}`;
    const refused = { message, code: 'commandRefused' as const };
    findings.push({ check: 'replay', ...at(first), path: 'metadata.command', rule: e.rule, ...refused });
    return null;
  }
}

const added = (event: EventRef, commandId: string): Finding => ({
  check: 'replay',
  ...at(event),
  expected: null,
  found: event.type,
  message: `decide gives no more events for ${commandId}: this one was added`,
  code: 'noMoreEvents',
});

const nonceGap = (first: EventRef, expected: number, found: number): Finding => ({
  check: 'replay',
  ...at(first),
  path: 'metadata.dice.firstNonce',
  expected,
  found,
  message: `the command's dice start at nonce ${found}, the command before ended at ${expected}: rolls were skipped or reused`,
  code: 'nonceGap',
  params: { found, expected },
});

const fold = (state: CareerState, event: FoldedEvent, findings: Finding[]): CareerState | null =>
  foldOrStop<CareerState, CareerEvent>(evolve, state, event, findings);
