import type { ChartPack, Modifier } from '../../charts';
import type { DiceSource } from '../../dice';
import { expertOnDuty, isOut } from '../model/crew';
import type { AdditionalFloodingChecked } from '../model/events-damage';
import type { AppliedModifier } from '../model/rolls';
import { floodingChecked } from '../common/escort-hunt';
import { boardOf, boatOf, careerOf, type CareerState, type Crew } from '../model/state';

// Additional flooding (10.1.3) at the end of a combat round with a flooding result.

/** The LI's modifiers on repairs and flooding: Experte −1 while on duty (10.8.3, Q-02), SW or KIA +1 (10.6.3). */
export function engineerModifiers(
  crew: Crew,
  modifiers: readonly Modifier<'engineerExperte' | 'engineerOut'>[],
  rule: string,
): AppliedModifier[] {
  const applies = { engineerExperte: expertOnDuty(crew.engineer), engineerOut: isOut(crew.engineer.wound) };
  return modifiers
    .filter((m) => applies[m.id])
    .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? rule }));
}

/** 10.1.3, Q-02: 1d6, on 5-6 one more flooding box at once; the track's last box forces the boat up (10.1.2). */
export function checkFlooding(
  state: CareerState,
  dice: DiceSource,
  charts: ChartPack,
): AdditionalFloodingChecked {
  const chart = charts.E4.extraFlooding;
  const how = {
    rule: '10.1.3',
    modifiers: engineerModifiers(careerOf(state).crew, chart.modifiers, '10.1.3'),
  };
  const boxes = boardOf(charts, careerOf(state).uboatType).tracks.floodingBoxes.value;
  const track = { flooding: boatOf(state).flooding, boxes };
  return {
    type: 'AdditionalFloodingChecked',
    data: floodingChecked(dice, chart, 'E4 extra flooding', how, track),
  };
}
