import { careerMix, POLICIES, POLICY_NAMES, type PolicyName } from '../../bots';
import {
  chartPackHash,
  defaultChartPack,
  type ChartPack,
  type UBoatType,
  type YearMonth,
} from '../../charts';
import { commitment, ScriptedDice, SeededDice, type DiceSource } from '../../dice';
import type { CareerCommand } from '../model/commands';
import { decide } from '../decide';
import type { CareerEvent } from '../model/events';
import { evolve } from '../evolve';
import type { CareerOptionsChoice } from '../model/career-options';
import { pending } from '../pending';
import { initialState, type CareerState } from '../model/state';

// The chart-usage test's inventory and observations: which chart modifiers the pack holds, and which the rolls
// recorded in events applied (every roll keeps its chart and its modifiers, so the event log is the witness).

/** `E2.previouslyDetected`: a chart (its id, the first word of a roll's chart name) and one of its modifiers. */
export type ModifierKey = `${string}.${string}`;

/** Every modifier the pack holds, as `chart.id` (sub-tables under their chart: `E4.extraFlooding` → `E4`). */
export function packModifiers(charts: ChartPack = defaultChartPack): Set<ModifierKey> {
  const keys = new Set<ModifierKey>();
  const walk = (value: unknown, chart: string, key: string): void => {
    if (Array.isArray(value)) {
      if (key === 'modifiers') for (const m of value as { id: string }[]) keys.add(`${chart}.${m.id}`);
      return;
    }
    if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, chart === '' ? k : chart, k);
  };
  walk(charts, '', '');
  return keys;
}

interface RollLike {
  readonly chart?: string;
  readonly nonce: number;
  readonly modifiers: readonly { readonly id: string }[];
}
const isRoll = (v: object): v is RollLike => 'nonce' in v && 'modifiers' in v && Array.isArray(v.modifiers);

/** What the rolls of these events show: the charts rolled on (first word) and the modifiers applied to them. */
export function observed(events: readonly CareerEvent[]): {
  charts: Set<string>;
  modifiers: Set<ModifierKey>;
} {
  const charts = new Set<string>();
  const modifiers = new Set<ModifierKey>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(walk);
    if (isRoll(value) && value.chart) {
      const chart = value.chart.split(' ')[0];
      charts.add(chart);
      for (const m of value.modifiers) modifiers.add(`${chart}.${m.id}`);
    }
    Object.values(value).forEach(walk);
  };
  walk(events);
  return { charts, modifiers };
}

// ---- Every value read: the pack behind a recording proxy ----

/** Text about a value, not a value the rules use; `id` is read by every lookup, so it says nothing. */
const NOT_VALUES = new Set(['provenance', 'interpretation', 'when', 'rule', 'optionalRule', 'text', 'id']);

/** An array element's place in a path: its id when it has one, else `[]` (rows are read by their roll). */
const segment = (value: unknown): string =>
  value !== null && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string'
    ? `[${(value as { id: string }).id}]`
    : '[]';

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/** Every value of the pack as a path (`M3.successfulPatrolsPerRoll.value`, `A1.modifiers[naxos].value`). */
export function packValues(charts: ChartPack = defaultChartPack): Set<string> {
  const paths = new Set<string>();
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((v) => walk(v, `${path}${segment(v)}`));
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) if (!NOT_VALUES.has(k)) walk(v, join(path, k));
      return;
    }
    paths.add(path);
  };
  walk(charts, '');
  return paths;
}

/** A copy of the pack that records the path of every value read through it. */
export function recordingPack(charts: ChartPack = defaultChartPack): {
  charts: ChartPack;
  reads: Set<string>;
} {
  const reads = new Set<string>();
  const proxies = new WeakMap<object, object>();
  const wrap = (target: object, path: string): object => {
    const known = proxies.get(target);
    if (known) return known;
    const proxy = new Proxy(target, {
      get(t, key, receiver) {
        const value: unknown = Reflect.get(t, key, receiver);
        if (typeof key === 'symbol' || typeof value === 'function') return value;
        const array = Array.isArray(t);
        if (array && !/^\d+$/.test(key)) return value; // length
        const at = array ? `${path}${segment(value)}` : join(path, key);
        if (value !== null && typeof value === 'object') return wrap(value, at);
        if (!NOT_VALUES.has(key)) reads.add(at);
        return value;
      },
    });
    proxies.set(target, proxy);
    return proxy;
  };
  const recording = wrap(structuredClone(charts), '') as ChartPack;
  chartPackHash(recording); // StartCareer's fingerprint reads every value once: remembered now, then forgotten
  reads.clear();
  return { charts: recording, reads };
}

// ---- The careers: bots over every type and date, and targeted scenarios ----

const EVERYTHING: CareerOptionsChoice = {
  standardTonnage: true,
  historicalWolfpackNames: true,
  variableEscortQuality: true,
  variableAircraftQuality: true,
  evasiveManoeuvres: 'escortRolled',
  replenishmentAtSea: true,
  nonHistoricalPatrolAreas: true,
  typeXXIProductionAdvance: true,
  flotillaCounters: true,
  specialAbility: 'roll',
  extremeRange: true,
  alternativeRandomEvents: true,
};

/** A career to play: its seed, type, start, options, and faces the dice give before the seeded ones. */
export interface Scenario {
  readonly seed: string;
  readonly uboatType: UBoatType;
  readonly startDate: YearMonth;
  readonly options?: CareerOptionsChoice;
  readonly policy?: PolicyName;
  /** Faces of the first rolls after StartCareer (e.g. [4, 6]: a [P1] 10, the Mediterranean in 1943). */
  readonly first?: readonly number[];
}

/** Bot careers over every type and start date (careerMix), half of them with most optional rules on. */
export const botCareers = (careers: number): Scenario[] =>
  Array.from({ length: careers }, (_, i) =>
    POLICY_NAMES.map((policy) => ({
      seed: `chart-usage-${i}`,
      ...careerMix(i),
      policy,
      ...(i % 2 === 1 ? { options: EVERYTHING } : {}),
    })),
  ).flat();

/** Dice that give these faces first, then the seeded ones. */
function firstThen(faces: readonly number[], rest: DiceSource): DiceSource {
  const scripted = new ScriptedDice([...faces]);
  return { roll: (kind, purpose) => (scripted.remaining > 0 ? scripted : rest).roll(kind, purpose) };
}

/** Plays the scenarios on the charts given. */
export function play(scenarios: readonly Scenario[], charts: ChartPack = defaultChartPack): CareerEvent[] {
  const events: CareerEvent[] = [];
  for (const s of scenarios) {
    const seeded = new SeededDice({ serverSeed: s.seed, playerSeed: 'bot' });
    const start: CareerCommand = {
      type: 'StartCareer',
      data: {
        uboatType: s.uboatType,
        startDate: s.startDate,
        kommandant: 'Bot',
        seedCommitment: commitment(s.seed),
        playerSeed: 'bot',
        ...(s.options ? { options: s.options } : {}),
      },
    };
    const started = decide(initialState(), start, seeded, charts);
    events.push(...started);
    let state: CareerState = started.reduce(evolve, initialState());
    const dice = firstThen(s.first ?? [], seeded);
    const policy = POLICIES[s.policy ?? 'aggressive'];
    for (let n = 0; n < MAX_COMMANDS; n++) {
      const decision = pending(state, charts);
      if (decision.commands.length === 0) break;
      const decided = decide(state, policy(state, decision), dice, charts);
      events.push(...decided);
      state = decided.reduce(evolve, state);
    }
  }
  return events;
}

const MAX_COMMANDS = 800;
