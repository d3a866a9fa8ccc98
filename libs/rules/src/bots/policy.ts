import type { CareerCommand, CareerCommandType, CareerState, Decision, LegalCommand } from '../career';

/** A bot: picks one of the commands pending() offers. Deterministic: same state and decision, same command. */
export type Policy = (state: CareerState, decision: Decision) => CareerCommand;

/** A parameter's values most wanted first; for list data (salvo shots, gun targets): longest or shortest. */
export type Preference = readonly unknown[] | 'most' | 'fewest';

/** Per command type, per parameter: what a bot prefers. Parameters not listed take the first value offered. */
export type Preferences = Partial<Record<CareerCommandType, Readonly<Record<string, Preference>>>>;

/** What a bot likes, as data: the command types it prefers, then the parameter values. */
export interface Taste {
  /** Command types most wanted first; types not listed (future commands) rank after them, in offered order. */
  readonly order: (state: CareerState) => readonly CareerCommandType[];
  readonly values: (state: CareerState) => Preferences;
}

/** pending() offers commands, but none a bot can build (every one takes free text). */
export class NoCommandToBuild extends Error {
  constructor(readonly step: string) {
    super(`No command a bot can build at step '${step}'`);
    this.name = 'NoCommandToBuild';
  }
}

/** The policy a taste describes: it sends an offered choice, or values picked from the offered parameters. */
export function policyFrom(taste: Taste): Policy {
  return (state, decision) => {
    const offer = preferredOffer(decision, taste.order(state));
    const prefs = taste.values(state)[offer.type] ?? {};
    return offer.choices && offer.choices.length > 0
      ? bestChoice(offer.choices, prefs)
      : fromParameters(offer, prefs);
  };
}

/** The offered command a bot can build that ranks first; ties keep the offered order. */
function preferredOffer(decision: Decision, order: readonly CareerCommandType[]): LegalCommand {
  const rank = (type: CareerCommandType) => (order.includes(type) ? order.indexOf(type) : order.length);
  const buildable = decision.commands.filter(canBuild);
  if (buildable.length === 0) throw new NoCommandToBuild(decision.step.kind);
  return buildable.reduce((best, c) => (rank(c.type) < rank(best.type) ? c : best));
}

/** A free-text parameter (StartCareer's date) cannot be picked from a list: the caller sends that command. */
const canBuild = (offer: LegalCommand): boolean =>
  (offer.choices?.length ?? 0) > 0 || Object.values(offer.parameters).every((v) => typeof v !== 'string');

function fromParameters(offer: LegalCommand, prefs: Readonly<Record<string, Preference>>): CareerCommand {
  const data: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(offer.parameters)) {
    if (typeof values === 'string' || values.length === 0) continue;
    const value = bestBy(values, (v) => cost(v, prefs[name]));
    if (value !== undefined) data[name] = value;
  }
  return { type: offer.type, data } as CareerCommand;
}

function bestChoice(
  choices: readonly CareerCommand[],
  prefs: Readonly<Record<string, Preference>>,
): CareerCommand {
  const entries = Object.entries(prefs);
  const data = (c: CareerCommand) => c.data as Readonly<Record<string, unknown>>;
  return bestBy(choices, (c) => entries.map(([name, pref]) => cost(data(c)[name], pref)));
}

/** How far a value is from the most wanted (lower is better); unlisted values come after listed ones. */
function cost(value: unknown, pref: Preference | undefined): number {
  if (pref === undefined) return 0;
  if (pref === 'most' || pref === 'fewest') {
    const length = Array.isArray(value) ? value.length : 0;
    return pref === 'most' ? -length : length;
  }
  const at = pref.indexOf(value);
  return at < 0 ? pref.length : at;
}

/** The first item of least cost (costs compare lexicographically). */
function bestBy<T>(items: readonly T[], costOf: (item: T) => number | readonly number[]): T {
  let best = items[0];
  let bestCost = [costOf(best)].flat();
  for (const item of items.slice(1)) {
    const c = [costOf(item)].flat();
    if (lessThan(c, bestCost)) [best, bestCost] = [item, c];
  }
  return best;
}

function lessThan(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}
