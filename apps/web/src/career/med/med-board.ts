import type { TorpedoLoadout } from '@periscope/rules';
import { BENEATH_THE_MED, medChart } from '@periscope/rules/campaigns';
import { medBoardOf, type MedBoard, type MedClass } from '@periscope/rules/campaigns/beneath-the-med';
import type { MedTorpedoLoad } from '@periscope/rules/career/model/med';

/** The status board of a class in the built-in chart pack (4.4-4.6). */
export const medBoard = (cls: string): MedBoard =>
  medBoardOf(medChart(BENEATH_THE_MED.charts.builtIn, 'statusBoards'), cls as MedClass);

/** A value the rule text does not print (historical or designed) carries the badge reconstructed ones do. */
export const notPrinted = (provenance: MedBoard['bowTubes']['provenance']): boolean =>
  (typeof provenance === 'string' ? [provenance] : provenance).some(
    (source) => source.startsWith('hist') || source.startsWith('designed'),
  );

/** The board fields The Hunted's torpedo section asks about, read on the Med's board. */
const TORPEDO_FIELDS: Readonly<Record<string, keyof MedBoard>> = {
  'torpedoes.bowTubes': 'bowTubes',
  'torpedoes.sternTubes': 'sternTubes',
  'torpedoes.forwardReloads': 'bowReloads',
  'torpedoes.aftReloads': 'sternReloads',
};

/** Whether the field of The Hunted's torpedo section is historical or designed on this board. */
export const torpedoFieldMarked =
  (board: MedBoard) =>
  (field: string): boolean => {
    const key = TORPEDO_FIELDS[field];
    const value = key ? (board[key] as { provenance: MedBoard['bowTubes']['provenance'] }) : null;
    return value ? notPrinted(value.provenance) : false;
  };

/** 4.5 steps 4-5: the Med's tubes and reload boxes in the shape The Hunted's torpedo section draws. */
export const asLoadout = (load: MedTorpedoLoad): TorpedoLoadout =>
  ({
    bowTubes: load.bowTubes,
    sternTubes: load.sternTubes,
    forwardReloads: load.bowReloads,
    aftReloads: load.sternReloads,
  }) as unknown as TorpedoLoadout;
