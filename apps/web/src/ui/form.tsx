import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { errorMessage } from '../api/messages';

/**
 * A form's submission: busy while the action runs, its refusal kept in a player's words, the page never
 * reloaded. The action is the one of the latest render.
 */
export function useSubmission(action: () => Promise<void>) {
  const busy = useSignal(false);
  const error = useSignal<string | null>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    busy.value = true;
    error.value = null;
    try {
      await action();
    } catch (e) {
      error.value = errorMessage(e);
    } finally {
      busy.value = false;
    }
  };
  return { busy, error, submit };
}

/** The refusal of a form's last submission, announced to screen readers. */
export function FormError({ error }: { readonly error: string | null }) {
  if (!error) return null;
  return (
    <p class="alert alert--error" role="alert">
      {error}
    </p>
  );
}

/** A required name of up to 100 characters: the Kommandant's (4.1), a tournament's or its organiser's. */
export function NameField(props: {
  readonly label: string;
  readonly value: string;
  readonly onInput: (value: string) => void;
  readonly placeholder?: string;
}) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <input
        value={props.value}
        maxLength={100}
        required
        autoComplete="off"
        placeholder={props.placeholder}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
    </label>
  );
}

/** A month of the war (4.2.2: a boat's first patrol; 5.1.2: the last), with its hint below. */
export function MonthField(props: {
  readonly label: string;
  readonly value: string;
  readonly onInput: (month: string) => void;
  readonly min?: string;
  readonly max?: string;
  readonly required?: boolean;
  readonly children?: ComponentChildren;
}) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <input
        type="month"
        value={props.value}
        min={props.min}
        max={props.max}
        required={props.required}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
      {props.children}
    </label>
  );
}
