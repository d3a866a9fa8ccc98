import type { CareerState } from '@periscope/rules';
import { useState } from 'preact/hooks';

const OFF_KEY = 'periscope.guide';

/** What to do now, step by step through a first patrol, each with its chart (the how-to-play page says more). */
const TIPS: Readonly<Record<string, string>> = {
  inPort:
    'Take the patrol assignment: [P1] picks where you sail. The route strip above shows the boxes to cross.',
  underway:
    'Sail into the next box: each box rolls on [E1] for an encounter. Schnorchelling (if fitted) changes what you meet.',
  shipsSighted:
    'Ships sighted. Choose how to attack: each option shows its chance to hit and, against escorts, the risk of being found. Declining is safe except on an Invasion patrol (7.4.3).',
  firing:
    'Assign tubes to targets and fire: each torpedo rolls on [U1] to hit, [U2] for a dud and [U3] for damage.',
  evading:
    'The escorts hunt you: each way of evading shows the chance that they find the boat ([E2]) and sink it ([E3]).',
  combatRoundOver: 'Follow for another attack, or break off and sail on: following risks the escorts again.',
  staySurfacedOrDive: 'An aircraft: stay surfaced to fire the flak again ([A2]), or dive to end it.',
};

/** The first-patrol guide: one tip per step while the first patrol lasts; a new player can switch it off. */
export function FirstPatrolGuide({ state }: { readonly state: CareerState }) {
  const [off, setOff] = useState(() => localStorage.getItem(OFF_KEY) === 'off');
  const tip = TIPS[state.step.kind];
  if (off || state.patrolsCompleted > 0 || !tip) return null;
  const hide = () => {
    localStorage.setItem(OFF_KEY, 'off');
    setOff(true);
  };
  return (
    <aside class="panel guide" aria-label="First patrol guide">
      <p class="guide__tip">
        <strong>First patrol:</strong> {tip} <a href="/how-to-play">How to play</a>
      </p>
      <button type="button" onClick={hide}>
        Hide the guide
      </button>
    </aside>
  );
}
