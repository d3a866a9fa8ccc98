import type { CareerState } from '@periscope/rules';
import type { MedPatrol } from '@periscope/rules/career/model/med';
import { intl, t } from '../../i18n/i18n';
import { commandLabel } from '../decisions/labels';
import { slcShipName } from './slc-names';

/** A ready choice of a Beneath the Med command in its words: the dive (7.2.6), the ships the S.L.C.s go for (6.7.5.3). */
export function medChoiceLabel(
  choice: { readonly type: string; readonly data: Readonly<Record<string, unknown>> },
  state: CareerState,
): string {
  if (choice.type === 'EvadeEscorts')
    // 7.2.6: below test depth or not
    return t(choice.data.exceedTestDepth ? 'medChoice.testDepth' : 'medChoice.safeDepth');
  const slc = (state.patrol as unknown as MedPatrol | null)?.slc;
  if (choice.type !== 'AttachSlcs' || !slc) return commandLabel(choice.type, state);
  const ships = (choice.data.targets as readonly number[]).map((i) => slcShipName(slc.targets[i]));
  return t('slc.attach', { ships: intl.value.formatList(ships, { type: 'conjunction' }) });
}
