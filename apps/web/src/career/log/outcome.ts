import type { PatrolEntry, PatrolOutcome } from './patrol-log';
import { abortReasonName, newBoatReasonName } from '../../ui/words';

const OUTCOMES: Readonly<Record<PatrolOutcome, string>> = {
  atSea: 'At sea',
  returned: 'Returned to base', // 7.5
  aborted: 'Aborted', // 10.9
  towed: 'Towed home', // 10.10.4
  sunk: 'U-boat sunk', // 9.6.13, 10.3.2
  scuttled: 'Scuttled, the crew taken prisoner or rescued', // 10.10
  captured: 'Scuttled and captured', // 10.10.2
  lostAtSea: 'Scuttled, the crew lost at sea', // 10.10.4
  kommandantKilled: 'Kommandant killed', // 5.1
  relieved: 'Kommandant relieved of command', // 7.4.3
};

/** How the patrol ended, in a few words (the rule beside it is shown apart). */
export function outcomeText(patrol: PatrolEntry): string {
  const words = OUTCOMES[patrol.outcome];
  const why =
    patrol.outcome === 'aborted' && patrol.abortReason ? ` (${abortReasonName(patrol.abortReason)})` : '';
  const back = patrol.outcome === 'aborted' && patrol.returned ? ', returned to base' : '';
  const boat = patrol.newBoat
    ? `; new U-boat: Type ${patrol.newBoat.uboatType} (${newBoatReasonName(patrol.newBoat.reason)})`
    : '';
  return `${words}${why}${back}${boat}`;
}
