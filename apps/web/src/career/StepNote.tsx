import type { CareerState } from '@periscope/rules';

/** What a spectator is told the boat is doing: the step in words (the player sees the decision itself). */
const WORDS: Readonly<Record<string, string>> = {
  setup: 'The career is being set up.',
  inPort: 'In port, waiting for orders.',
  underway: 'Under way to the next box of the route.',
  shipsSighted: 'Ships sighted: the Kommandant chooses his approach.',
  staySurfacedOrDive: 'Aircraft! Stay surfaced and fight, or dive.',
  firing: 'Firing.',
  evading: 'Escorts are hunting the boat.',
  combatRoundOver: 'The combat round is over: attack again, follow or break off.',
  submarine: 'An enemy submarine.',
  evasiveManoeuvre: 'An evasive manoeuvre is being chosen.',
  replenishment: 'A milk cow can be met.',
  replenishmentChoice: 'Replenishment at sea.',
  newUBoatRequest: 'A newer U-boat may be requested.',
  wolfpack: 'Waiting for the wolfpack.',
};

export function StepNote({ state }: { readonly state: CareerState }) {
  const step = state.step;
  const text =
    step.kind === 'ended'
      ? `The career is over: ${step.reason}.`
      : step.kind === 'blocked'
        ? `The career is blocked: ${step.reason} (rule ${step.rule}).`
        : (WORDS[step.kind] ?? 'The dice are rolling.');
  return (
    <section class="panel step-note" aria-live="polite">
      <h2>Now</h2>
      <p>{text}</p>
    </section>
  );
}
