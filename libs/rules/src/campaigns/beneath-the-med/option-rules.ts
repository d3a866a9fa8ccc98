import { between, exactly, type RollTable, type SourceRef, type YearMonth } from '../../charts';
import type { Cited } from '../campaign';
import type { MedClass, MedCrewQuality } from './vocabulary';

/** A standard ship of 11.1: its tonnage printed by the rule, its sink points designed (MED_SOURCES D75). */
interface StandardShip {
  readonly tonnage: Cited<number>;
  readonly sinkPoints: Cited<number>;
}

/** 11.3: the direction a number from 1 to 6 stands for, the same for the boat's choice and the escort's roll. */
export type MedEvasionDirection = 'left' | 'right' | 'straight';

/** 11.6: the generic escort attacked, by its [T5] row's name (D12), and the tonnage the rule prints for it. */
export interface MedGenericEscortType {
  readonly name: 'Sloop' | 'Corvette' | 'Frigate' | 'Escort destroyer' | 'Destroyer';
  readonly tonnage: number;
}

const escortType = (
  from: number,
  to: number,
  name: MedGenericEscortType['name'],
  tonnage: number,
  line: SourceRef,
) => ({ roll: between(from, to), result: { name, tonnage }, provenance: line });

/** The rules of §11 an event of the optional rules cites (11.3 the manoeuvre, 11.4-11.5 a quality). */
export type MedQualityRule = '11.4' | '11.5';
export type MedEvasionRule = '11.3';

/** 11.3: the boat's number against the escort's. */
export type MedEvasionOutcome = 'differentDirection' | 'sameDirection' | 'sameNumber';

/** A quality of 11.4-11.5: the rules' novice, trained, veteran and elite (the crew's words, 7.7). */
export type MedForceQuality = MedCrewQuality;

interface QualityEffect {
  /** Added to the hits of a [B4] result. */
  readonly hits: Cited<number>;
  /** 11.4: added to the escorts' [B3] roll. */
  readonly detection: Cited<number>;
  /** 11.5: the crew casualties an aircraft's attack causes at once (7.3.3 gives one). */
  readonly automaticCrewInjuries: Cited<number> | null;
}

const quality = (
  hits: number,
  source: string,
  more: Partial<Omit<QualityEffect, 'hits'>> = {},
): QualityEffect => ({
  hits: { value: hits, source },
  detection: { value: 0, source },
  automaticCrewInjuries: null,
  ...more,
});

/** One year's row of 11.4-11.5: novice on 1, trained up to `veteran`, veteran on it, elite on 6 from 1942. */
const qualityRow = (
  from: YearMonth,
  veteran: 5 | 6,
  elite: boolean,
  line: `004 L${number}`,
): { readonly from: YearMonth; readonly table: RollTable<MedForceQuality> } => ({
  from,
  table: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: exactly(1), result: 'novice', provenance: line },
      { roll: between(2, veteran - 1), result: 'trained', provenance: line },
      { roll: exactly(veteran), result: 'veteran', provenance: line },
      ...(elite ? [{ roll: exactly(6), result: 'elite' as const, provenance: line }] : []),
    ],
  },
});

/** 11.4-11.5 (004 L2658-2659, L2679-2680): the same 1d6 for escorts and aircraft, by year. */
const QUALITY_BY_YEAR = [
  qualityRow('1940-06', 6, false, '004 L2658'),
  qualityRow('1942-01', 5, true, '004 L2659'),
] as const;

/**
 * The optional rules of §11 (004 L2567-2745) that carry numbers, printed in the rulebook itself: constants of the
 * ruleset, not cells of a pack. The sink points of 11.1's ships are the only designed values (D75).
 */
export const MED_OPTION_RULES = {
  /** 11.1: freighters and tankers of a standard tonnage; capital ships and warships are still rolled (004 L2580-2581). */
  standardTonnage: {
    smallFreighter: {
      tonnage: { value: 3500, source: '004 L2576' },
      sinkPoints: { value: 2, source: 'designed D75' },
    },
    largeFreighter: {
      tonnage: { value: 7000, source: '004 L2577' },
      sinkPoints: { value: 3, source: 'designed D75' },
    },
    tanker: {
      tonnage: { value: 9000, source: '004 L2578' },
      sinkPoints: { value: 3, source: 'designed D75' },
    },
  } satisfies Record<'smallFreighter' | 'largeFreighter' | 'tanker', StandardShip>,
  /** 11.3 (004 L2605-2612): 1-2 left, 3-4 right, 5-6 straight ahead, for the boat and for the escort. */
  evasion: {
    directions: {
      value: { 1: 'left', 2: 'left', 3: 'right', 4: 'right', 5: 'straight', 6: 'straight' },
      source: '004 L2605-2612',
    } satisfies Cited<Record<1 | 2 | 3 | 4 | 5 | 6, MedEvasionDirection>>,
    /** 11.3 (004 L2614-2625): one hit fewer, one more, three more on the [B4] roll that follows. */
    hits: {
      differentDirection: { value: -1, source: '004 L2614-2616' },
      sameDirection: { value: 1, source: '004 L2617-2621' },
      sameNumber: { value: 3, source: '004 L2623-2625' },
    } satisfies Record<MedEvasionOutcome, Cited<number>>,
    /** 11.3 (004 L2643-2644): not with damaged hydrophones. */
    notWith: { value: 'hydrophones', source: '004 L2643-2644' } as const,
  },
  /**
   * 11.6 (004 L2690-2705): the generic escort attacked is rolled on 1d6, its tonnage the rule's (the corvette's
   * "9.00" read as 900 t, Q-BTM-OPT2-CORVETTE); its sink points and its class are [T5]'s row of the same name (D12): the sloop and
   * the corvette take +1 to hit as slow ships, the others the escorts' +2 (004 L2704-2705).
   */
  variableGenericEscort: {
    die: '1d6',
    modified: false,
    rows: [
      escortType(1, 1, 'Sloop', 1300, '004 L2698'),
      escortType(2, 2, 'Corvette', 900, '004 L2699'),
      escortType(3, 3, 'Frigate', 1400, '004 L2700'),
      escortType(4, 4, 'Escort destroyer', 1100, '004 L2701'),
      escortType(5, 6, 'Destroyer', 1200, '004 L2702-2703'),
    ],
  } satisfies RollTable<MedGenericEscortType>,
  /**
   * 11.7 (004 L2707-2735): the boats of each class, a name the player may give his own; the boats' real Italian
   * names where the Spanish edition spells them its own way (Archimede, Uarsciek, Comandante, Faà, Porfido: Q-BTM-OPT2-NAMES).
   */
  historicalBoatNames: {
    Adua: {
      value: [
        ...['Adua', 'Axum', 'Aradam', 'Alagi', 'Macallé', 'Gondar', 'Neghelli', 'Ascianghi', 'Scirè'],
        ...['Durbo', 'Tembien', 'Lafolé', 'Beilul', 'Dagabur', 'Dessiè', 'Uarsciek', 'Uebi Scebeli'],
      ],
      source: '004 L2711-2713',
    },
    Cagni: {
      value: ['Ammiraglio Cagni', 'Ammiraglio Caracciolo', 'Ammiraglio Millo', 'Ammiraglio Saint-Bon'],
      source: '004 L2714-2715',
    },
    Brin: {
      value: [
        'Benedetto Brin',
        'Luigi Galvani',
        'Alberto Guglielmotti',
        'Archimede',
        'Evangelista Torricelli',
      ],
      source: '004 L2716-2717',
    },
    Calvi: { value: ['Pietro Calvi', 'Giuseppe Finzi', 'Enrico Tazzoli'], source: '004 L2718' },
    Foca: { value: ['Foca', 'Zoea', 'Atropo'], source: '004 L2719' },
    Flutto: {
      value: [
        ...['Flutto', 'Gorgo', 'Tritone', 'Nautilo', 'Marea', 'Vortice'],
        ...['Grongo', 'Murena', 'Sparide', 'Cernia', 'Dentice', 'Spigola'],
      ],
      source: '004 L2720-2721',
    },
    Glauco: { value: ['Glauco', 'Otaria'], source: '004 L2722' },
    Liuzzi: {
      value: ['Console Generale Liuzzi', 'Reginaldo Giuliani', 'Alpino Bagnolini', 'Capitano Tarantini'],
      source: '004 L2723-2724',
    },
    Marcello: {
      value: [
        ...['Marcello', 'Mocenigo', 'Dandolo', 'Veniero', 'Provana', 'Nani', 'Barbarigo', 'Emo', 'Morosini'],
        ...['Comandante Cappellini', 'Comandante Faà di Bruno'],
      ],
      source: '004 L2725-2727',
    },
    Marconi: {
      value: [
        ...['Guglielmo Marconi', 'Leonardo da Vinci', 'Michele Bianchi', 'Luigi Torelli'],
        ...['Alessandro Malaspina', 'Maggiore Baracca'],
      ],
      source: '004 L2728-2730',
    },
    Acciaio: {
      value: [
        ...['Acciaio', 'Alabastro', 'Argento', 'Asteria', 'Avorio', 'Bronzo', 'Cobalto'],
        ...['Giada', 'Granito', 'Nichelio', 'Platino', 'Porfido', 'Volframio'],
      ],
      source: '004 L2731-2733',
    },
    Perla: {
      value: [
        'Perla',
        'Gemma',
        'Berillo',
        'Diaspro',
        'Turchese',
        'Corallo',
        'Ambra',
        'Onice',
        'Iride',
        'Malachite',
      ],
      source: '004 L2734-2735',
    },
  } satisfies Record<MedClass, Cited<readonly string[]>>,
  /** 11.8 (004 L2737-2745): the crew starts novice instead of trained (4.x's start, 004 L546-547). */
  noviceCrew: { value: 'novice', source: '004 L2742-2744' } satisfies Cited<MedCrewQuality>,
  /** 11.4-11.5: the quality of the escorts or the aircraft, 1d6 by year. */
  qualityByYear: QUALITY_BY_YEAR,
  /** The rule an escorts' quality cites (an aircraft's is 11.5). */
  escortQualityRule: '11.4' as MedQualityRule,
  /** 11.4 (004 L2661-2666): the escorts' effects on [B4] (and [B3] for the elite). */
  escortQuality: {
    novice: quality(-1, '004 L2661-2662'),
    trained: quality(0, '004 L2662-2663'),
    veteran: quality(1, '004 L2663-2664'),
    elite: quality(1, '004 L2664-2666', { detection: { value: 1, source: '004 L2664-2666' } }),
  } satisfies Record<MedForceQuality, QualityEffect>,
  /** 11.5 (004 L2682-2688): the aircraft's effects on [B4], two casualties at once for the elite. */
  aircraftQuality: {
    novice: quality(-1, '004 L2682-2683'),
    trained: quality(0, '004 L2683'),
    veteran: quality(1, '004 L2684-2686'),
    elite: quality(1, '004 L2686-2688', {
      automaticCrewInjuries: { value: 2, source: '004 L2686-2688' },
    }),
  } satisfies Record<MedForceQuality, QualityEffect>,
} as const;
