import type { CareerCommand, CareerState, RecordedRoll, Shot } from '@periscope/rules';
import { catalogue, type Catalogue } from '../catalogue';
import type { CliLanguage } from '../language';

// The engine's words as a Spanish or Italian player reads them (docs/i18n.md "The command line"): the web client's
// own keys for the same decisions (`command.*`, `choice.*`, `approach.*`, `parameter.*`, `heading.*`), the game's
// tables for the values, the dice tray's for a chart's column (`roll.*`).

type Data = Readonly<Record<string, unknown>>;

/** The game's tables a value may come from, in the order the web's `words()` asks them. */
const TABLES = [
  'term',
  'torpedo',
  'box',
  'system',
  'detection',
  'abortDirection',
  'rank',
  'crewman',
  'modifier',
  'encounter',
  'shipType',
  'base',
  'medSection',
  'victory',
  'award',
] as const;

/** 'electricMotor1' → 'electric motor 1': an id no table knows yet, never shown as code. */
const spelled = (id: string): string =>
  id
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d+)$/, '$1 $2')
    .toLowerCase();

/** What a Spanish or Italian menu, prompt, status line and roll read from the catalogues. */
export interface Worded {
  /** Any engine value: a table's word, yes/no, none. */
  readonly value: (v: unknown) => string;
  /** A command offered, ready to send or with its fixed data, as the web's button says it. */
  readonly choice: (command: CareerCommand, state: CareerState) => string;
  readonly command: (type: string) => string;
  readonly parameter: (name: string) => string;
  /** A value in the context of its parameter (the kite, no request, the gun's shift). */
  readonly option: (name: string, v: unknown) => string;
  /** What is decided or happening now, by the step's kind. */
  readonly step: (kind: string) => string;
  /** "[E1] Golfo de Vizcaya…, fila 2", "[M4] grado inicial 1943, Kapitänleutnant con 5+". */
  readonly chartRow: (roll: RecordedRoll) => string;
  /** "Nebraska (Mercante grande, 8.300 t)", with its damage. */
  readonly ship: (s: Data) => string;
}

const made = new Map<CliLanguage, Worded>();

export function worded(language: CliLanguage): Worded {
  const known = made.get(language);
  if (known) return known;
  const words = make(catalogue(language), language);
  made.set(language, words);
  return words;
}

function make(said: Catalogue, language: CliLanguage): Worded {
  const tabled = (id: string) => TABLES.reduce<string | null>((w, table) => w ?? said.word(table, id), null);
  const value = (v: unknown): string => {
    if (v === null || v === undefined) return said.say('value.none');
    if (typeof v === 'boolean') return said.say(v ? 'value.yes' : 'value.no');
    if (Array.isArray(v)) return v.map(value).join(', ');
    const text = String(v);
    return tabled(text) ?? spelled(text);
  };
  const inSentence = (v: unknown) => {
    const w = value(v);
    return said.word('rank', String(v)) || said.word('torpedo', String(v))
      ? w
      : w.charAt(0).toLowerCase() + w.slice(1);
  };
  const command = (type: string) => said.word('command', type) ?? spelled(type);
  const and = (items: readonly string[]) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format([...new Set(items)]);
  const shipName = (state: CareerState, i: unknown) =>
    (typeof i === 'number' && state.encounter?.ships[i]?.name) ||
    said.say('ship.target', { n: Number(i) + 1 });
  const choice = (c: CareerCommand, state: CareerState) => describe(c.type, c.data as Data, state);
  const describe = (type: string, data: Data, state: CareerState): string => {
    const special = SPECIAL[type];
    if (special) return special(data, state);
    const details = Object.entries(data)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${parameter(k)}: ${option(k, v)}`);
    return details.length > 0 ? `${command(type)}: ${details.join(', ')}` : command(type);
  };
  const parameter = (name: string) => said.word('parameter', name) ?? spelled(name);
  const option = (name: string, v: unknown): string => {
    if (name === 'requestedArea' && v === null) return said.say('parameter.noRequest');
    if (name === 'deployKite') return said.say(v ? 'parameter.kiteUp' : 'parameter.noKite');
    if (name === 'deckGunShift' && typeof v === 'number') return v > 0 ? `+${v}` : String(v);
    if (name === 'uboatType') return String(v);
    return value(v);
  };
  const salvo = (shots: readonly Shot[], state: CareerState) => {
    const ends = [...new Set(shots.map((s) => s.end))];
    const end = ends.length === 1 ? ends[0] : 'both';
    const targets = and(shots.map((s) => shipName(state, s.target)));
    if (shots.length === 1) return said.say('choice.tube', { end, tube: shots[0].tube + 1, targets });
    return said.say('choice.salvo', { end, targets, n: shots.length });
  };
  /** The web's own wording of each ready-made choice (apps/web/src/career/decisions/choices.ts, ApproachForm). */
  const SPECIAL: Readonly<Record<string, (data: Data, state: CareerState) => string>> = {
    EvadeEscorts: ({ exceedTestDepth: deep, bold }) =>
      said.say(
        deep && bold ? 'choice.deepBold' : deep ? 'choice.deep' : bold ? 'choice.bold' : 'choice.evade',
      ),
    Follow: ({ damagedShip, timeOfDay }, state) => {
      const who =
        typeof damagedShip === 'number'
          ? said.say('choice.followDamaged', { ship: shipName(state, damagedShip) })
          : said.say('choice.followGroup');
      return timeOfDay ? said.say('choice.followWhen', { who, time: String(timeOfDay) }) : who;
    },
    EnterNextBox: ({ posture, deployKite }) => {
      const how = said.say(posture === 'schnorchel' ? 'choice.schnorchel' : 'choice.surfaced');
      return deployKite ? said.say('choice.kite', { how }) : how;
    },
    AbortPatrol: ({ direction }) =>
      direction ? said.say('choice.abort', { direction: inSentence(direction) }) : command('AbortPatrol'),
    UseSparePart: ({ system }) => said.say('choice.spare', { system: inSentence(system) }),
    TransferOwnFuel: ({ points }) => said.say('choice.fuel', { n: Number(points) }),
    FireTorpedoes: ({ shots }, state) => salvo(shots as readonly Shot[], state),
    FireDeckGun: ({ targets }, state) =>
      said.say('choice.gun', {
        at: and((targets as readonly number[]).map((t) => shipName(state, t))),
        n: (targets as readonly number[]).length,
      }),
    ChooseApproach: ({ attack, range, attackEscort }) => {
      const approach = said.say('approach.attack', {
        attack: inSentence(attack),
        range: said.say('range.name', { range: String(range) }),
      });
      return attackEscort ? `${approach} · ${said.say('approach.escortToo')}` : approach;
    },
  };
  const step = (kind: string) =>
    said.word('heading', kind) ?? said.word('step', kind) ?? said.word('happening', kind) ?? spelled(kind);
  const chartRow = (roll: RecordedRoll): string => {
    const [table, ...rest] = (roll.chart ?? '').split(' ');
    const column = rest.join(' ');
    const year = /^starting rank (\d{4})$/.exec(column); // [M4] (11.2.2)
    if (year) {
      const rank = roll.row?.split(' ')[0] ?? '';
      const from = roll.row?.match(/\d+/)?.[0] ?? '';
      return said.say('roll.startingRank', { year: year[1], rank: said.word('rank', rank) ?? rank, from });
    }
    const named = /^[a-z]+\/[a-z]+$/.test(column) // a column of two ('day/night', [E1])
      ? column.split('/').map(inSentence).join('/')
      : column === ''
        ? ''
        : said.has(`purpose.${column}`) // a column named by what is rolled ('switch to night', 8.4.2)
          ? said.say(`purpose.${column}`)
          : value(column);
    const where = named ? `[${table}] ${named}` : `[${table}]`;
    return roll.row ? said.say('roll.row', { where, row: roll.row }) : where;
  };
  const ship = (s: Data) => {
    const type = value(s.type).toLowerCase();
    const tons = `${(s.tonnage as number).toLocaleString(language)} t`;
    return typeof s.damage === 'number' && s.damage > 0
      ? said.say('ship.labelDamaged', {
          name: String(s.name),
          type,
          tons,
          damage: s.damage,
          points: Number(s.sinkPoints),
        })
      : said.say('ship.label', { name: String(s.name), type, tons });
  };
  return { value, choice, command, parameter, option, step, chartRow, ship };
}
