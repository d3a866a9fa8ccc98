import type { SourceRef } from '../../charts';
import type { MedBoard } from './boards';
import type { MedClass } from './vocabulary';

const MONTHS: SourceRef = '004 L1188-1191'; // 6.2.2: the two-month classes, every other class one month
const AMMO: SourceRef = 'designed D2';
const SPLIT: SourceRef = 'designed D1';
const AA_MOUNTS: SourceRef = 'designed D18';

interface Armament {
  readonly tubes: readonly [number, number];
  readonly load: number;
  readonly guns: number;
  readonly hist: SourceRef;
  readonly months: 1 | 2;
}

/** D1: the reloads of each end, in proportion to its tubes, to the nearest torpedo. */
const reloads = ([bow, stern]: readonly [number, number], load: number): [number, number] => {
  const bowReloads = Math.round(((load - bow - stern) * bow) / (bow + stern));
  return [bowReloads, load - bow - stern - bowReloads];
};

const board = (
  cls: MedClass,
  a: Armament,
  own: Partial<Record<'tubes' | 'load' | 'guns', SourceRef>> = {},
): MedBoard => {
  const [bowReloads, sternReloads] = reloads(a.tubes, a.load);
  return {
    class: cls,
    torpedo: { value: cls === 'Cagni' ? 'W200' : 'W270', provenance: '004 L564-567' },
    bowTubes: { value: a.tubes[0], provenance: own.tubes ?? a.hist },
    sternTubes: { value: a.tubes[1], provenance: own.tubes ?? a.hist },
    bowReloads: { value: bowReloads, provenance: SPLIT },
    sternReloads: { value: sternReloads, provenance: SPLIT },
    torpedoLoad: { value: a.load, provenance: own.load ?? a.hist },
    deckGuns: { value: a.guns, provenance: own.guns ?? a.hist },
    aaMounts: { value: 2, provenance: AA_MOUNTS },
    deckGunAmmo: { value: 8 * a.guns, provenance: AMMO },
    patrolMonths: { value: a.months, provenance: MONTHS },
  };
};

const SIX_TUBES = [4, 2] as const;
const EIGHT_TUBES = [4, 4] as const;

/**
 * The status boards' figures a career starts with (4.4, 4.5, 4.6, 6.2.2): tubes and torpedo load from the rule text
 * where it states them (the Adua's 4 + 2 tubes and one gun, the Marconi's 16 torpedoes), else historical; the split
 * of the reloads, the ammunition points and the two AA mounts designed (MED_SOURCES D1, D2, D18).
 */
export const MED_BOARDS: readonly MedBoard[] = [
  board(
    'Adua',
    { tubes: SIX_TUBES, load: 12, guns: 1, hist: 'hist H1', months: 1 },
    { tubes: '004 L1635-1638', guns: '004 L557-558' },
  ),
  board('Acciaio', { tubes: SIX_TUBES, load: 12, guns: 1, hist: 'hist H1', months: 1 }),
  board('Brin', { tubes: EIGHT_TUBES, load: 14, guns: 1, hist: 'hist H3', months: 2 }),
  board('Cagni', { tubes: [8, 6], load: 36, guns: 2, hist: 'hist H6', months: 2 }),
  board('Calvi', { tubes: EIGHT_TUBES, load: 16, guns: 2, hist: 'hist H4', months: 2 }),
  board('Flutto', { tubes: SIX_TUBES, load: 12, guns: 1, hist: 'hist H1', months: 2 }),
  board('Foca', { tubes: SIX_TUBES, load: 8, guns: 1, hist: 'hist H2', months: 1 }),
  board('Glauco', { tubes: EIGHT_TUBES, load: 14, guns: 2, hist: 'hist H4', months: 2 }),
  board('Liuzzi', { tubes: EIGHT_TUBES, load: 12, guns: 1, hist: 'hist H3', months: 2 }),
  board('Marcello', { tubes: EIGHT_TUBES, load: 16, guns: 2, hist: 'hist H4', months: 2 }),
  board(
    'Marconi',
    { tubes: EIGHT_TUBES, load: 16, guns: 1, hist: 'hist H5', months: 2 },
    { load: '004 L592-593' },
  ),
  board('Perla', { tubes: SIX_TUBES, load: 12, guns: 1, hist: 'hist H1', months: 1 }),
];
