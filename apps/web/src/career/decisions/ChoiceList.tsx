import type { ComponentChildren } from 'preact';
import { distinct, type Choice } from './choices';
import type { Send, SentCommand } from './command';

/** A ready choice of pending() as the command it sends. */
export const commandOf = (choice: Choice): SentCommand => ({ type: choice.type, data: { ...choice.data } });

interface ChoiceListProps {
  /** The list's accessible name ("Offered salvos"). */
  readonly label: string;
  readonly choices: readonly Choice[];
  /** What the button says the choice does. */
  readonly name: (choice: Choice) => string;
  readonly busy: boolean;
  readonly send: Send;
  /** What the choice does and risks, under its button. */
  readonly describe?: (choice: Choice) => ComponentChildren;
}

/** One button per ready choice pending() offers; a click sends it as offered. */
export function ChoiceList({ label, choices, name, busy, send, describe }: ChoiceListProps) {
  return (
    <ul class="decisions__choices" aria-label={label}>
      {distinct(choices).map((choice) => (
        <li key={JSON.stringify(choice.data)}>
          <button type="button" disabled={busy} onClick={() => send(commandOf(choice))}>
            {name(choice)}
          </button>
          {describe?.(choice)}
        </li>
      ))}
    </ul>
  );
}
