import type { RecordedRoll } from '@periscope/rules';
import { RuleRef } from '../../ui/RuleRef';
import { areaName, encounterName, shipTypeName, spelled, tons } from '../../ui/words';
import type { StoryEvent } from '../story/export-events';

/** One event in words: what happened, its particulars and the roll it records, with the roll's rule. */
export function EventLine({ event }: { readonly event: StoryEvent }) {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const roll = data.roll as RecordedRoll | null | undefined;
  return (
    <>
      <strong>{spelled(event.type)}</strong>
      {particulars(event.type, data)}
      {roll && (
        <span class="audit-event__roll">
          {' '}
          · {roll.dice} rolled {roll.faces.join(' and ')}, total {roll.total} (rule{' '}
          <RuleRef rule={roll.rule} />)
        </span>
      )}
    </>
  );
}

function particulars(type: string, data: Record<string, unknown>): string {
  switch (type) {
    case 'PatrolAssigned':
      return `: patrol ${data.number as number}, ${areaName(data.area as string)}`;
    case 'EncounterRolled':
      return `: ${encounterName(data.result as string)}`;
    case 'ShipSunk':
      return `: ${data.name as string}, ${shipTypeName(data.shipType as string)}, ${tons(data.tonnage as number)}`;
    case 'CareerEnded':
      return `: ${tons(data.tonnage as number)} in all`;
    default:
      return '';
  }
}
