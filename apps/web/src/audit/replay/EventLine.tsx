import type { RecordedRoll } from '@periscope/rules';
import { RuleRef } from '../../ui/RuleRef';
import { areaName, encounterName, shipTypeName, tons } from '../../ui/words';
import { eventName } from '../../career/dice/rolls';
import type { StoryEvent } from '../story/export-events';
import { intl, t } from '../../i18n/i18n';

/**
 * One event in words: what happened, its particulars and the roll it records, with the roll's rule; a Beneath the
 * Med boat's (`med`) by its own names (`medEventName.*`).
 */
export function EventLine({ event, med }: { readonly event: StoryEvent; readonly med: boolean }) {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const roll = data.roll as RecordedRoll | null | undefined;
  return (
    <>
      <strong>{eventName(event.type, med)}</strong>
      {particulars(event.type, data)}
      {roll && (
        <span class="audit-event__roll">
          {' '}
          ·{' '}
          {t('audit.replay.roll', {
            dice: roll.dice,
            faces: intl.value.formatList(roll.faces.map(String)),
            total: roll.total,
          })}{' '}
          (<RuleRef rule={roll.rule} />)
        </span>
      )}
    </>
  );
}

function particulars(type: string, data: Record<string, unknown>): string {
  switch (type) {
    case 'PatrolAssigned':
      return `: ${t('tournament.sheet.patrol', { n: data.number as number })}, ${areaName(data.area as string)}`;
    case 'EncounterRolled':
      return `: ${encounterName(data.result as string)}`;
    case 'ShipSunk':
      return `: ${data.name as string}, ${shipTypeName(data.shipType as string)}, ${tons(data.tonnage as number)}`;
    case 'CareerEnded':
      return `: ${t('audit.replay.inAll', { tons: tons(data.tonnage as number) })}`;
    default:
      return '';
  }
}
