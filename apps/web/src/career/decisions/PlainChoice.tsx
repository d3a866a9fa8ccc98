import type { CareerState, LegalCommand } from '@periscope/rules';
import { useId, useState } from 'preact/hooks';
import { OddsLine, useOdds } from '../meaning/OptionOdds';
import { phrase } from '../../i18n/phrase';
import { choiceLabel } from './choices';
import { plainData, type Send } from './command';
import { t } from '../../i18n/i18n';

interface PlainChoiceProps {
  readonly command: LegalCommand;
  readonly state: CareerState;
  readonly busy: boolean;
  readonly send: Send;
}

/**
 * One offered command as a button, what it does and risks under it; an irrevocable choice with a rule consequence
 * (7.4.3: declining on an Invasion patrol) says the consequence and asks once more.
 */
export function PlainChoice({ command, state, busy, send }: PlainChoiceProps) {
  const sent = { type: command.type, data: plainData(command) };
  const odds = useOdds(state, sent);
  const [asking, setAsking] = useState(false);
  const confirmId = useId();
  const label = choiceLabel(sent, state);
  if (asking && odds?.confirm)
    return (
      <li class="decisions__confirm" role="group" aria-labelledby={confirmId}>
        <p id={confirmId}>{phrase(odds.confirm)}</p>
        <button type="button" class="decisions__danger" disabled={busy} onClick={() => send(sent)}>
          {t('choice.allTheSame', { label })}
        </button>
        <button type="button" disabled={busy} onClick={() => setAsking(false)}>
          {t('choice.goBack')}
        </button>
      </li>
    );
  return (
    <li>
      <button type="button" disabled={busy} onClick={() => (odds?.confirm ? setAsking(true) : send(sent))}>
        {odds?.confirm ? `${label}…` : label}
      </button>
      <OddsLine odds={odds} />
    </li>
  );
}
