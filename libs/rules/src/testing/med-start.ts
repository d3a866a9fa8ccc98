import type { MedClass } from '../campaigns/beneath-the-med';
import type { YearMonth } from '../charts';
import type { CareerCommand } from '../career/model/commands';
import { commitment } from '../dice';

/** What a test's Beneath the Med career starts as, beyond its seeds. */
export interface MedStart {
  readonly uboatType?: MedClass;
  readonly startDate?: YearMonth;
  readonly kommandant?: string;
  readonly torpedoSwaps?: number;
}

/**
 * StartCareer of a Beneath the Med career (4.0), its server seed committed: by default a Perla of 6/42, which rolls
 * for none of its base, rank or G7e torpedoes.
 */
export const medStartCommand = (
  seeds: { readonly serverSeed: string; readonly playerSeed: string },
  { uboatType = 'Perla', startDate = '1942-06', kommandant = 'T.V. Prova', torpedoSwaps }: MedStart = {},
): CareerCommand => ({
  type: 'StartCareer',
  data: {
    campaign: 'beneath-the-med',
    uboatType,
    startDate,
    kommandant,
    seedCommitment: commitment(seeds.serverSeed),
    playerSeed: seeds.playerSeed,
    ...(torpedoSwaps !== undefined && { torpedoSwaps }),
  },
});
