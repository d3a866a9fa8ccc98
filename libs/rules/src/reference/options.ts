import {
  SPECIAL_ABILITIES,
  type ChartPack,
  type KommandantAbilityId,
  type SpecialAbilityId,
} from '../charts';
import { OPTION_NAMES, type CareerOptions, type MedOnlyOption } from '../career';
import type { ReferenceWords } from './languages/words';
import { ruleTitle } from './rule-titles';

// The optional rules of CareerOptions as a client offers them at StartCareer: what each changes and what it takes.

export type OptionName = Exclude<keyof CareerOptions, MedOnlyOption>;

export interface OptionChoice {
  readonly value: string;
  readonly label: string;
  readonly detail?: string;
}

/** What `options[name]` takes besides `false` (off). */
export type OptionValues =
  | { readonly kind: 'boolean' }
  | { readonly kind: 'choice'; readonly choices: readonly OptionChoice[] }
  | { readonly kind: 'object'; readonly fields: Readonly<Record<string, 'wholeTons' | 'boolean'>> };

export interface OptionReference {
  readonly name: keyof CareerOptions; // a client's list of Beneath the Med's options names its own too
  /** The rule number, or the chart id for a chart the rules never cite ('[R2]'). */
  readonly rule: string;
  readonly title: string;
  /** What it changes in play, in one line. */
  readonly description: string;
  readonly values: OptionValues;
  /** 'tournament': set by the server for a tournament's careers, never chosen by a player. */
  readonly chosenBy: 'player' | 'tournament';
  /** false: the engine refuses it at StartCareer (409 rules/not-implemented). */
  readonly playable: boolean;
  readonly note?: string;
}

type Entry = Omit<OptionReference, 'name' | 'title' | 'values' | 'chosenBy' | 'playable'> &
  Partial<Pick<OptionReference, 'title' | 'values' | 'chosenBy' | 'playable'>>;

const ENTRIES: Record<Exclude<OptionName, 'kommandantCard' | 'specialAbility'>, Entry> = {
  standardTonnage: {
    rule: '14.1',
    description: 'Freighters and tankers sink for a fixed tonnage instead of their rolled one',
  },
  reducedConvoyTargets: { rule: '14.2', description: 'A convoy shows three target ships instead of four' },
  historicalTargets: {
    rule: '14.3.2',
    title: 'Historical targets',
    description: 'A ship already sunk that comes up again on its target list is rolled again',
  },
  historicalUBoatIds: {
    rule: '14.4',
    description: 'The boat gets a historical number of its type (no effect)',
  },
  historicalWolfpackNames: {
    rule: '14.5',
    description: 'A wolfpack patrol gets the name of a historical pack (no effect)',
  },
  variableEscortQuality: {
    rule: '14.6',
    description: "The escorts' quality is rolled before the first detection roll and adds or removes hits",
  },
  variableAircraftQuality: {
    rule: '14.7',
    description: "An attacking aircraft's quality is rolled and adds or removes hits",
  },
  evasiveManoeuvres: {
    rule: '14.8',
    description:
      "The boat picks a direction against each depth-charge attack; matching the escort's adds hits",
    values: {
      kind: 'choice',
      choices: [
        { value: 'escortRolled', label: "The escort's direction is rolled", detail: 'solo (14.8)' },
        {
          value: 'escortChosen',
          label: "The escort's direction is chosen by an opponent",
          detail: 'the two-player game (14.8.3)',
        },
      ],
    },
  },
  replenishmentAtSea: {
    rule: '14.9',
    description:
      'Once a patrol a tanker may refuel the boat at the end of its patrol area, for one more month',
  },
  nonHistoricalPatrolAreas: { rule: '14.10', description: 'Type VIIs may be sent to the West African coast' },
  typeXXIProductionAdvance: {
    rule: '14.11',
    description: 'Every random event brings the Type XXI into service one month earlier',
  },
  nibelung: {
    rule: '14.12',
    description:
      'A Type XXI may attack with its active sonar: escorts +1 to detect, homing torpedoes -1 to hit',
  },
  flotillaCounters: { rule: '14.14', description: 'The boat is assigned to a flotilla (no effect)' },
  extremeRange: {
    rule: '14.16',
    description: 'FaT torpedoes may be fired at a convoy from extreme range: hit on 2-3, detected on 11-12',
  },
  combinedWithTheHunters: {
    rule: '15.0',
    description: 'The career carries on from The Hunters with its tonnage, starting in 7/43 or later',
    values: { kind: 'object', fields: { tonnage: 'wholeTons', knightsCross: 'boolean' } },
    note: "knightsCross: true is refused (15.3: The Hunters' award levels are not played)",
  },
  theHuntersEquipment: {
    rule: '15.5',
    description: "BOLD, Falke and FaT torpedoes on The Hunters' patrols",
    playable: false,
  },
  theHuntersBoats: {
    rule: '15.6',
    description: "The IXC/40, IXD-2, XB, XII and XIV on The Hunters' patrols",
    playable: false,
  },
  alternativeRandomEvents: {
    rule: '[R2]',
    title: 'Alternative random events',
    description: 'Random events are rolled on the alternative 3d6 table printed with the charts',
  },
  wolfpackTournament: {
    rule: '13.5',
    description:
      "The career is a boat of a wolfpack tournament's pack: its first patrol is the pack's convoy battle",
    chosenBy: 'tournament',
  },
};

/** Names for the special abilities of 14.15 and those printed only on Kommandant cards (14.13), as a client shows them. */
const ABILITY_NAMES: Record<KommandantAbilityId, string> = {
  lucky: 'Lucky',
  tracker: 'Tracker',
  capitalShipKiller: 'Capital-ship killer',
  teamwork: 'Teamwork',
  carrierKiller: 'Carrier killer',
  aggressive: 'Aggressive',
  bold: 'Bold',
  skilled: 'Skilled',
  vigilant: 'Vigilant',
  flakExpert: 'Flak expert',
  leadership: 'Leadership',
  tankerKiller: 'Tanker killer',
  convoyKiller: 'Convoy killer',
  deckGunExpert: 'Deck-gun expert',
  stragglerKiller: 'Straggler killer',
  politician: 'Politician',
  autogiroExpert: 'Kite expert',
  scrounger: 'Scrounger',
  goodJudge: 'Good judge',
  charismatic: 'Charismatic',
  expertShot: 'Expert shot',
  trainer: 'Trainer',
  resupplier: 'Resupplier',
};

/** 14.15: each ability with what it does, the chart pack's line in English, the language's own otherwise. */
function specialAbility(
  charts: ChartPack,
  names: Record<KommandantAbilityId, string>,
  effects?: Readonly<Record<SpecialAbilityId, string>>,
): Entry {
  const effect = (id: SpecialAbilityId) => {
    const row = charts.specialAbilities.rows.find((r) => r.result.ability === id);
    return row && (effects?.[id] ?? row.result.effect);
  };
  return {
    rule: '14.15',
    description: 'The Kommandant has one special ability, rolled on 1d20 at the start or chosen',
    values: {
      kind: 'choice',
      choices: [
        { value: 'roll', label: 'Roll 1d20 at the start' },
        ...SPECIAL_ABILITIES.map((id) => ({
          value: id,
          label: names[id],
          ...(effect(id) ? { detail: effect(id) } : {}),
        })),
      ],
    },
  };
}

const kommandantCard = (charts: ChartPack, names: Record<KommandantAbilityId, string>): Entry => ({
  rule: '14.13',
  description: "The Kommandant is a historical ace and has his card's abilities",
  values: {
    kind: 'choice',
    choices: charts.kommandantCards.map((card) => ({
      value: card.name,
      label: card.name,
      detail: card.abilities.map((a) => names[a]).join(', '),
    })),
  },
});

function optionOf(name: OptionName, entry: Entry): OptionReference {
  const { rule, title, values, chosenBy, playable, ...rest } = entry;
  return {
    name,
    rule,
    title: title ?? ruleTitle(rule) ?? rule,
    values: values ?? { kind: 'boolean' },
    chosenBy: chosenBy ?? 'player',
    playable: playable ?? true,
    ...rest,
  };
}

/** An option's entry in another language: its title, its line, its note and its choices' words. */
function entryIn(name: OptionName, entry: Entry, words: ReferenceWords): Entry {
  const note = words.notes[name];
  const values = entry.values?.kind === 'choice' && {
    ...entry.values,
    choices: entry.values.choices.map((c) => ({ ...c, ...words.choices[c.value] })),
  };
  return {
    ...entry,
    title: words.titles[name] ?? ruleTitle(entry.rule, words.rules) ?? entry.rule,
    description: words.descriptions[name],
    ...(note && { note }),
    ...(values && { values }),
  };
}

/** One entry per optional rule, in CareerOptions' order; in English, or in the language of `words`. */
export function optionsReference(charts: ChartPack, words?: ReferenceWords): OptionReference[] {
  const names = words?.abilities ?? ABILITY_NAMES;
  const entries: Record<OptionName, Entry> = {
    ...ENTRIES,
    kommandantCard: kommandantCard(charts, names),
    specialAbility: specialAbility(charts, names, words?.abilityEffects),
  };
  return OPTION_NAMES.map((name) =>
    optionOf(name, words ? entryIn(name, entries[name], words) : entries[name]),
  );
}
