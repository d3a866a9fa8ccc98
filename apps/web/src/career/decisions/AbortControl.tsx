import type { CareerState, LegalCommand } from '@periscope/rules';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { choiceLabel, distinct } from './choices';
import { commandOf } from './ChoiceList';
import { plainData, type Send } from './command';
import { Rules } from './Rules';
import { t } from '../../i18n/i18n';

interface AbortProps {
  readonly command: LegalCommand;
  readonly state: CareerState;
  readonly busy: boolean;
  readonly send: Send;
}

/** 10.9.5: aborting ends the patrol, so it stands apart and asks once more before it is sent. */
export function AbortControl({ command, state, busy, send }: AbortProps) {
  const [asking, setAsking] = useState(false);
  const confirmId = useId();
  const first = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  useEffect(() => {
    if (toggled.current) (asking ? first.current : ask.current)?.focus(); // keyboard users stay in place
    toggled.current = true;
  }, [asking]);
  const choices = distinct(command.choices ?? [{ type: command.type, data: plainData(command) }]);
  if (!asking)
    return (
      <div class="decisions__secondary">
        <button
          ref={ask}
          type="button"
          class="decisions__danger"
          disabled={busy}
          onClick={() => setAsking(true)}
        >
          {t('abort.ask')}
        </button>
      </div>
    );
  return (
    <div class="decisions__secondary decisions__confirm" role="group" aria-labelledby={confirmId}>
      <p id={confirmId}>
        {t('abort.confirm')} <Rules rules={['10.9']} />.
      </p>
      {choices.map((choice, i) => (
        <button
          key={JSON.stringify(choice.data)}
          ref={i === 0 ? first : undefined}
          type="button"
          class="decisions__danger"
          disabled={busy}
          onClick={() => send(commandOf(choice))}
        >
          {choiceLabel(choice, state)}
        </button>
      ))}
      <button type="button" disabled={busy} onClick={() => setAsking(false)}>
        {t('abort.carryOn')}
      </button>
    </div>
  );
}
