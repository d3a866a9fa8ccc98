import type { OrganiserAction, StandingRow } from './api';

/** Sends an organiser's action; true when it went through (`done` is said then). */
export type Send = (action: OrganiserAction, done?: string) => Promise<boolean>;

/** The entrant an organiser's action is about: disqualification or ruling (13.2). */
export function EntrantSelect(props: {
  readonly label: string;
  readonly entrants: readonly StandingRow[];
  readonly value: string;
  readonly onChange: (careerId: string) => void;
}) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        {props.entrants.map((r) => (
          <option key={r.careerId} value={r.careerId}>
            {r.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Why the organiser acts (a pause, a disqualification): required, shown to every entrant. */
export function ReasonField(props: {
  readonly label: string;
  readonly value: string;
  readonly onInput: (reason: string) => void;
}) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <input
        value={props.value}
        required
        maxLength={500}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
    </label>
  );
}
