import type { Ruling } from './api';
import type { CareerEventRow } from '@periscope/play/tournament/sinkings';
import { encounterName, tons } from '../ui/words';
import { t } from '../i18n/i18n';

/** An event of a career an organiser may rule on (libs/audit rulings): a sinking, or the roll that opened an encounter. */
export interface Rulable {
  readonly revision: number;
  readonly kind: 'sinking' | 'encounter';
  readonly label: string;
  /** A sinking's recorded tonnage. */
  readonly tonnage: number;
}

/** The sinkings (correctResult) and the encounters (voidEncounter) of a career, in order, in a player's words. */
export function rulables(events: readonly CareerEventRow[]): Rulable[] {
  let encounter = 0;
  return events.flatMap((e): Rulable[] => {
    if (e.type === 'ShipSunk') {
      const tonnage = Number(e.data.tonnage);
      return [
        {
          revision: e.revision,
          kind: 'sinking',
          tonnage,
          label: t('organiser.sank', { ship: String(e.data.name), tons: tons(tonnage) }),
        },
      ];
    }
    if (e.type === 'EncounterRolled') {
      encounter += 1;
      const what = encounterName(String(e.data.result));
      return [
        {
          revision: e.revision,
          kind: 'encounter',
          tonnage: 0,
          label: t('organiser.encounter', { n: encounter, what }),
        },
      ];
    }
    return [];
  });
}

/** E-AUDIT-CORRECT: a sinking counts `to` tons; an encounter is voided whole (its sinkings add nothing). */
export const rulingOn = (target: Rulable, to: number): Ruling =>
  target.kind === 'sinking'
    ? { kind: 'correctResult', revision: target.revision, field: 'tonnage', from: target.tonnage, to }
    : { kind: 'voidEncounter', revision: target.revision };
