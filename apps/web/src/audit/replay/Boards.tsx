import type { CareerState } from '@periscope/rules';
import { CombatMat, RouteStrip, UBoatBoard } from '../../career/board';
import type { ClientEvent } from '../../career/events';
import { medParts } from '../../career/med/MedCareer';
import { MedRoute } from '../../career/med/MedRoute';
import { MedStatusBoard } from '../../career/med/MedStatusBoard';
import { isMedCareer } from '../../career/med/is-med';
import { Rulebook } from '../../ui/rulebook';

interface Props {
  readonly state: CareerState;
  /** The boat's events up to this one, for its combat mat. */
  readonly events: readonly ClientEvent[];
}

/**
 * A boat's boards as its screen draws them after an event: a Beneath the Med boat's route and status board
 * (MedBoatLayout), The Hunted's route strip, combat mat and U-boat board.
 */
export function Boards({ state, events }: Props) {
  if (isMedCareer(state)) return <MedBoards state={state} />;
  return (
    <div class="audit-replay__boards">
      <RouteStrip state={state} />
      <CombatMat state={state} events={events} />
      <UBoatBoard state={state} />
    </div>
  );
}

/** 4.4-4.6, 6.2: the Regia Marina's status board, with the patrol's route at sea. */
function MedBoards({ state }: { readonly state: CareerState }) {
  const { career, patrol } = medParts(state);
  return (
    <Rulebook.Provider value="beneath-the-med">
      <div class="audit-replay__boards">
        {patrol && <MedRoute patrol={patrol} />}
        <MedStatusBoard career={career} damaged={patrol?.damage?.systems ?? []} />
      </div>
    </Rulebook.Provider>
  );
}
