import { InterpretationId, Provenance } from './provenance';
import { arr, Check, int, nullable, obj, oneOf, optional, pattern, sourced, str } from './schema';
import { CARD_ONLY_ABILITIES, KommandantAbilityId, SPECIAL_ABILITIES } from './special-abilities';
import { PATROL_AREAS, PatrolArea, RANKS, Rank } from './vocabulary';

// ---- 14.13 Kommandant cards (8 historical Kommandants) ----

export const AWARDS = [
  'knightsCross',
  'oakLeaves',
  'uboatWarBadge',
  'uboatFrontClasp',
  'germanCrossInGold',
  'spanishCrossInBronze',
  'ironCross1',
  'ironCross2',
] as const;
export type Award = (typeof AWARDS)[number];

export interface CardPatrol {
  /** null: a patrol the Kommandant missed (wounded). */
  readonly area: PatrolArea | null;
  /** Where the patrol ended when it moved the boat ("-> Penang"). */
  readonly endsAt?: 'france' | 'penang' | 'norway';
  readonly note?: string;
}

export interface CardBoat {
  readonly id: string;
  /** The boat's type (IXA has no board in this game; the card prints IXC/40 as "IXC-40"). */
  readonly type: string;
  readonly from: `${number}-${number}`;
  readonly base: 'germany' | 'france' | 'norway';
  readonly patrols: readonly CardPatrol[];
}

export interface KommandantCard {
  readonly name: string;
  readonly born: string;
  readonly died: string;
  readonly rank: Rank;
  readonly boats: readonly CardBoat[];
  readonly career: { readonly ships: number; readonly tons: number };
  /** "Totale per Le Prede": what he sank from 7/43 on (the part of the war this game covers). */
  readonly inThisGame: { readonly ships: number; readonly tons: number };
  readonly awards: readonly Award[];
  readonly abilities: readonly KommandantAbilityId[];
  readonly provenance: Provenance;
  readonly interpretation?: InterpretationId;
}

const p = (area: PatrolArea | null, endsAt?: CardPatrol['endsAt'], note?: string): CardPatrol => ({
  area,
  ...(endsAt ? { endsAt } : {}),
  ...(note ? { note } : {}),
});

export const KOMMANDANT_CARDS: readonly KommandantCard[] = [
  {
    name: 'Alfred Eick',
    born: '1916-03-09',
    died: '2015-04-12',
    rank: 'KptLt',
    boats: [
      {
        id: 'U-510',
        type: 'IXC',
        from: '1943-06',
        base: 'france',
        patrols: [
          p('brazilianCoast'),
          p('indianOcean', 'penang'),
          p('indianOcean'),
          p('indianOcean', 'france'),
        ],
      },
    ],
    career: { ships: 10, tons: 67191 },
    inThisGame: { ships: 10, tons: 67191 },
    awards: ['knightsCross', 'uboatWarBadge', 'germanCrossInGold', 'ironCross1', 'ironCross2'],
    abilities: ['expertShot', 'vigilant'],
    provenance: '002 L3181-3225',
  },
  {
    name: 'August Maus',
    born: '1915-02-07',
    died: '1996-09-28',
    rank: 'KptLt',
    boats: [
      {
        id: 'U-185',
        type: 'IXC/40',
        from: '1942-10',
        base: 'germany',
        patrols: [p('spanishCoast', 'france'), p('caribbean'), p('brazilianCoast')],
      },
    ],
    career: { ships: 9, tons: 62761 },
    inThisGame: { ships: 5, tons: 36781 },
    awards: ['knightsCross', 'uboatWarBadge', 'spanishCrossInBronze', 'ironCross1', 'ironCross2'],
    abilities: ['flakExpert'],
    provenance: '002 L3231-3273',
  },
  {
    name: 'Heinrich Timm',
    born: '1910-04-30',
    died: '1974-04-12',
    rank: 'KKpt',
    boats: [
      {
        id: 'U-251',
        type: 'VIIC',
        from: '1942-04',
        base: 'norway',
        patrols: [p('arctic'), p('arctic'), p('arctic'), p('arctic'), p('arctic')],
      },
      {
        id: 'U-862',
        type: 'IXD-2',
        from: '1944-05',
        base: 'norway',
        patrols: [p('indianOcean', 'penang'), p('australia')],
      },
    ],
    career: { ships: 9, tons: 53782 },
    inThisGame: { ships: 7, tons: 42374 },
    awards: ['knightsCross', 'uboatFrontClasp', 'germanCrossInGold', 'ironCross1', 'ironCross2'],
    abilities: ['leadership', 'trainer'],
    provenance: '002 L3277-3328',
    interpretation: 'C-29',
  },
  {
    name: 'Werner Henke',
    born: '1909-05-13',
    died: '1944-06-15',
    rank: 'KKpt',
    boats: [
      {
        id: 'U-515',
        type: 'IXC',
        from: '1942-08',
        base: 'germany',
        patrols: [
          p('caribbean', 'france'),
          p('spanishCoast'),
          p('spanishCoast'),
          p('spanishCoast'),
          p('spanishCoast'),
          p('westAfricanCoast'),
        ],
      },
    ],
    career: { ships: 25, tons: 157064 },
    inThisGame: { ships: 4, tons: 22263 },
    awards: [
      'knightsCross',
      'oakLeaves',
      'spanishCrossInBronze',
      'uboatWarBadge',
      'ironCross1',
      'ironCross2',
    ],
    abilities: ['convoyKiller'],
    provenance: '002 L3332-3376',
  },
  {
    name: 'Jürgen Oesten',
    born: '1913-10-24',
    died: '2010-08-05',
    rank: 'KKpt',
    boats: [
      {
        id: 'U-106',
        type: 'IXB',
        from: '1941-01',
        base: 'germany',
        patrols: [p('britishIsles', 'france'), p('westAfricanCoast'), p('britishIsles')],
      },
      {
        id: 'U-861',
        type: 'IXD-2',
        from: '1944-05',
        base: 'germany',
        patrols: [
          p('indianOcean', 'penang'),
          p('indianOcean', 'norway', 'final patrol with only 2 torpedoes'),
        ],
      },
    ],
    career: { ships: 19, tons: 101744 },
    inThisGame: { ships: 4, tons: 22048 },
    awards: ['knightsCross', 'spanishCrossInBronze', 'ironCross1', 'ironCross2'],
    abilities: ['tankerKiller'],
    provenance: '002 L3380-3426',
    interpretation: 'C-29',
  },
  {
    name: 'Werner Hartmann',
    born: '1902-12-11',
    died: '1963-04-26',
    rank: 'KptzS',
    boats: [
      {
        id: 'U-37',
        type: 'IXA',
        from: '1939-10',
        base: 'germany',
        patrols: [p('britishIsles'), p('britishIsles'), p('spanishCoast', 'france')],
      },
      { id: 'U-198', type: 'IXD-2', from: '1943-05', base: 'germany', patrols: [p('indianOcean')] },
    ],
    career: { ships: 26, tons: 115337 },
    inThisGame: { ships: 7, tons: 36778 },
    awards: ['knightsCross', 'oakLeaves', 'uboatWarBadge', 'ironCross1', 'ironCross2'],
    abilities: ['vigilant', 'deckGunExpert'],
    provenance: '002 L3430-3476',
    interpretation: 'C-29',
  },
  {
    name: 'Albert Lauzemis',
    born: '1918-03-12',
    died: '1944-04-10',
    rank: 'KptLt',
    boats: [
      {
        id: 'U-68',
        type: 'IXC',
        from: '1943-06',
        base: 'france',
        patrols: [
          p('caribbean'),
          p(null, undefined, 'wounded'),
          p('westAfricanCoast'),
          p('westAfricanCoast'),
        ],
      },
    ],
    career: { ships: 6, tons: 27847 },
    inThisGame: { ships: 4, tons: 17661 },
    awards: ['germanCrossInGold', 'ironCross1', 'ironCross2'],
    abilities: ['resupplier'],
    provenance: '002 L3480-3521',
  },
  {
    name: 'Robert Gysae',
    born: '1911-06-14',
    died: '1989-04-26',
    rank: 'KKpt',
    boats: [
      {
        id: 'U-98',
        type: 'VIIC',
        from: '1941-03',
        base: 'germany',
        patrols: [p('atlantic', 'france'), p('atlantic'), p('atlantic'), p('atlantic'), p('northAmerica')],
      },
      {
        id: 'U-177',
        type: 'IXD-2',
        from: '1942-09',
        base: 'germany',
        patrols: [p('indianOcean', 'france'), p('indianOcean')],
      },
    ],
    career: { ships: 25, tons: 146815 },
    inThisGame: { ships: 4, tons: 23452 },
    awards: ['knightsCross', 'oakLeaves', 'uboatWarBadge', 'uboatFrontClasp', 'ironCross1', 'ironCross2'],
    abilities: ['autogiroExpert'],
    provenance: '002 L3525-3575',
  },
];

// ---- Validation ----

const abilityId = oneOf([...SPECIAL_ABILITIES, ...CARD_ONLY_ABILITIES]);
const date = pattern(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 1916-03-09');
const count = obj({ ships: int({ min: 0 }), tons: int({ min: 0 }) });
export const KOMMANDANT_CARDS_SCHEMA: Check = arr(
  obj({
    name: str,
    born: date,
    died: date,
    rank: oneOf(RANKS),
    boats: arr(
      obj({
        id: pattern(/^U-\d+$/, 'a U-boat number such as U-510'),
        type: str,
        from: pattern(/^19\d\d-\d\d$/, 'a month such as 1943-06'),
        base: oneOf(['germany', 'france', 'norway']),
        patrols: arr(
          obj({
            area: nullable(oneOf(PATROL_AREAS)),
            endsAt: optional(oneOf(['france', 'penang', 'norway'])),
            note: optional(str),
          }),
          'patrol',
        ),
      }),
      'boat',
    ),
    career: count,
    inThisGame: count,
    awards: arr(oneOf(AWARDS), 'award'),
    abilities: arr(abilityId, 'ability'),
    ...sourced,
  }),
  'card',
  { length: 8 },
);
