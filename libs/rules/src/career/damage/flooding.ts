import type { ChartPack, Modifier } from '../../charts';
import type { DiceSource } from '../../dice';
import { expertOnDuty, isOut } from '../model/crew';
import type { AdditionalFloodingChecked } from '../model/events-damage';
import { rollOn, type AppliedModifier } from '../model/rolls';
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
  const { roll, result } = rollOn(dice, chart, 'E4 extra flooding', {
    purpose: 'additional flooding (5-6)',
    rule: '10.1.3',
    modifiers: engineerModifiers(careerOf(state).crew, chart.modifiers, '10.1.3'),
  });
  const boxes = boardOf(charts, careerOf(state).uboatType).tracks.floodingBoxes.value;
  const flooded = result === 'extraFlooding';
  const flooding = Math.min(boatOf(state).flooding + (flooded ? 1 : 0), boxes);
  return {
    type: 'AdditionalFloodingChecked',
    data: { roll, flooded, flooding, forcedToSurface: flooding >= boxes },
  };
}
