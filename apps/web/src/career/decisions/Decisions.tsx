import type { CareerState, Decision, LegalCommand } from '@periscope/rules';
import { useId } from 'preact/hooks';
import { AbortControl } from './AbortControl';
import { ApproachForm } from './ApproachForm';
import { CommandOdds } from '../meaning/OptionOdds';
import { ChoiceList, commandOf } from './ChoiceList';
import { choiceLabel } from './choices';
import { controlKind, type Send } from './command';
import { GunForm } from './GunForm';
import { commandLabel, happening, stepHeading } from './labels';
import { ParameterForm } from './ParameterForm';
import { PlainChoice } from './PlainChoice';
import { Rules } from './Rules';
import { SalvoForm } from './SalvoForm';
import './decisions.css';

export interface DecisionsProps {
  readonly decision: Decision;
  readonly state: CareerState;
  /** A command is in flight: every control is disabled. */
  readonly busy: boolean;
  readonly onCommand: Send;
}

/** Every command pending() offers now, as controls; nothing the rules do not offer. */
export function Decisions({ decision, state, busy, onCommand }: DecisionsProps) {
  const headingId = useId();
  const heading = stepHeading(decision.step, state);
  const offered = decision.commands.filter((c) => controlKind(c) !== 'elsewhere');
  const plain = offered.filter((c) => controlKind(c) === 'plain');
  const others = offered.filter((c) => !['plain', 'abort'].includes(controlKind(c)));
  const abort = offered.find((c) => controlKind(c) === 'abort');
  return (
    <div class="decisions" role="group" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} class="decisions__heading">
        {heading.text} <Rules rules={heading.rules} />
      </h2>
      {offered.length === 0 && <p class="decisions__happening">{happening(decision.step)}</p>}
      {others.map((command) => (
        // a new offer starts a fresh form: no assignment is carried into a round it does not fit
        <Control key={JSON.stringify(command)} command={command} state={state} busy={busy} send={onCommand} />
      ))}
      {plain.length > 0 && (
        <ul class="decisions__actions">
          {plain.map((command) => (
            <PlainChoice key={command.type} command={command} state={state} busy={busy} send={onCommand} />
          ))}
        </ul>
      )}
      {abort && (
        <AbortControl
          key={JSON.stringify(abort)}
          command={abort}
          state={state}
          busy={busy}
          send={onCommand}
        />
      )}
    </div>
  );
}

interface ControlProps {
  readonly command: LegalCommand;
  readonly state: CareerState;
  readonly busy: boolean;
  readonly send: Send;
}

function Control({ command, state, busy, send }: ControlProps) {
  const choices = command.choices ?? [];
  switch (controlKind(command)) {
    case 'salvo':
      return <SalvoForm choices={choices} state={state} busy={busy} send={send} />;
    case 'gun':
      return <GunForm choices={choices} state={state} busy={busy} send={send} />;
    case 'approach':
      return <ApproachForm choices={choices} state={state} busy={busy} send={send} />;
    case 'choices':
      return <ChoiceButtons command={command} state={state} busy={busy} send={send} />;
    default:
      return <ParameterForm command={command} state={state} busy={busy} send={send} />;
  }
}

/** A command whose ready choices are few: one button each (an evasion, a follow). */
function ChoiceButtons({ command, state, busy, send }: ControlProps) {
  return (
    <ChoiceList
      label={commandLabel(command.type, state)}
      choices={command.choices ?? []}
      name={(choice) => choiceLabel(choice, state)}
      busy={busy}
      send={send}
      describe={(choice) => <CommandOdds state={state} command={commandOf(choice)} />}
    />
  );
}
