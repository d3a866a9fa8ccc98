import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { errorMessage } from '../api/messages';
import type { StandingRow } from './api';
import { rulables, rulingOn, type Rulable } from './adjudication';
import { careerEvents } from './api';
import { EntrantSelect, type Send } from './organiser-fields';
import { t as say } from '../i18n/i18n';

interface Props {
  readonly entrants: readonly StandingRow[];
  readonly busy: boolean;
  readonly send: Send;
}

/** A ruling on a disputed result: a sinking's tonnage corrected, or an encounter voided, with its text. */
export function Adjudication({ entrants, busy, send }: Props) {
  const careerId = useSignal(entrants[0]?.careerId ?? '');
  const targets = useSignal<readonly Rulable[] | null>(null);
  const chosen = useSignal<number | null>(null);
  const to = useSignal(0);
  const reason = useSignal('');
  const error = useSignal<string | null>(null);
  const row = entrants.find((e) => e.careerId === careerId.value);
  // The entrant's row moving on the live board (a sinking, a patrol, a month) brings new things to rule on.
  const moved =
    row && [row.tonnage, row.shipsSunk, row.patrolsCompleted, row.patrol, row.date, row.fate].join('/');
  useEffect(() => {
    let current = true; // an earlier entrant's events that come late are dropped
    error.value = null;
    careerEvents(careerId.value)
      .then((events) => {
        if (!current) return;
        targets.value = rulables(events);
        const kept = targets.value.some((t) => t.revision === chosen.value);
        chosen.value = kept ? chosen.value : (targets.value[0]?.revision ?? null);
      })
      .catch((e) => current && (error.value = errorMessage(e)));
    return () => (current = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the entrant or his row moves; the signals are read, not watched
  }, [careerId.value, moved]);
  const target = targets.value?.find((t) => t.revision === chosen.value);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!target) return;
    const data = {
      careerId: careerId.value,
      ruling: rulingOn(target, to.value),
      reason: reason.value.trim(),
    };
    if (await send({ type: 'Adjudicate', data }, say('organiser.filed'))) reason.value = '';
  };
  return (
    <form class="organiser__adjudicate" onSubmit={submit} aria-labelledby="adjudicate-title">
      <h3 id="adjudicate-title">{say('organiser.adjudicate')}</h3>
      <EntrantSelect
        label={say('organiser.entrant')}
        entrants={entrants}
        value={careerId.value}
        onChange={(id) => {
          // The entrant already chosen, chosen again: his events stay (none would be read again to replace them)
          if (id === careerId.value) return;
          targets.value = null; // another entrant: nothing of the last one's stays on screen
          careerId.value = id;
        }}
      />
      {error.value && <p class="alert alert--error">{error.value}</p>}
      {targets.value?.length === 0 && <p class="hint">{say('organiser.nothing')}</p>}
      {targets.value && targets.value.length > 0 && (
        <label class="field">
          <span>{say('organiser.rulingOn')}</span>
          <select
            value={String(chosen.value)}
            onChange={(e) => (chosen.value = Number(e.currentTarget.value))}
          >
            {targets.value.map((t) => (
              <option key={t.revision} value={t.revision}>
                {say(t.kind === 'encounter' ? 'organiser.void' : 'organiser.correct', { label: t.label })}
              </option>
            ))}
          </select>
        </label>
      )}
      {target?.kind === 'sinking' && (
        <label class="field">
          <span>{say('organiser.counts')}</span>
          <input
            type="number"
            min={0}
            step={1}
            value={to.value}
            onInput={(e) => (to.value = Math.max(0, Math.floor(Number(e.currentTarget.value))))}
          />
        </label>
      )}
      <label class="field organiser__ruling-text">
        <span>{say('organiser.text')}</span>
        <textarea
          value={reason.value}
          required
          maxLength={1000}
          rows={2}
          onInput={(e) => (reason.value = e.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={busy || !target}>
        {say('organiser.file')}
      </button>
    </form>
  );
}
