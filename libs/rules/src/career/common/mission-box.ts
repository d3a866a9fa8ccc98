/**
 * The Mission box both games play (The Hunted 7.4.1-7.4.2, 000 L800-806; Beneath the Med 6.7.1-6.7.3, 004 L1306-1341):
 * on a mission not yet accomplished the box is rolled on the chart's special-mission column again and again; a roll
 * that brings no encounter accomplishes it, any other is met first and then the box is rolled again.
 */
export function missionBoxRoll(
  onMission: boolean,
  accomplished: boolean,
  result: string,
): { readonly rollAgain: boolean; readonly accomplished: boolean } {
  const open = onMission && !accomplished;
  return { rollAgain: open && result !== 'none', accomplished: accomplished || (open && result === 'none') };
}
