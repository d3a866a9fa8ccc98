import { useSignal } from '@preact/signals';
import { errorMessage } from '../api/messages';
import { act, type Phase, type StandingRow } from './api';
import { Adjudication } from './Adjudication';
import { EntrantSelect, ReasonField, type Send } from './organiser-fields';
import { PHASE } from './words';

interface Props {
  readonly tournamentId: string;
  readonly token: string;
  readonly phase: Phase;
  readonly entrants: readonly StandingRow[];
  /** Called after an action went through: the page reads the tournament again. */
  readonly onDone: () => void;
}

/** The organiser's console (13.2-13.5): start, pause, resume, disqualify, adjudicate, finish. */
export function OrganiserConsole({ tournamentId, token, phase, entrants, onDone }: Props) {
  const busy = useSignal(false);
  const message = useSignal<{ error: boolean; text: string } | null>(null);
  const send: Send = async (action, done = 'Done.') => {
    busy.value = true;
    message.value = null;
    try {
      await act(tournamentId, token, action, crypto.randomUUID());
      message.value = { error: false, text: done };
      onDone();
      return true;
    } catch (e) {
      message.value = { error: true, text: errorMessage(e) };
      return false;
    } finally {
      busy.value = false;
    }
  };
  const active = entrants.filter((e) => e.standing !== 'withdrawn' && e.standing !== 'disqualified');
  return (
    <section class="panel organiser" aria-labelledby="organiser-title">
      <h2 id="organiser-title">Organiser's console</h2>
      <p>
        <strong>{PHASE[phase]}</strong>, {entrants.length} entrant{entrants.length === 1 ? '' : 's'}. This
        browser holds the organiser token: keep it private.
      </p>
      <PhaseButtons phase={phase} busy={busy.value} send={send} />
      {phase !== 'finished' && active.length > 0 && (
        <Disqualify entrants={active} busy={busy.value} send={send} />
      )}
      {entrants.length > 0 && <Adjudication entrants={entrants} busy={busy.value} send={send} />}
      <p
        class={message.value?.error ? 'alert alert--error' : 'alert alert--info'}
        role="status"
        hidden={!message.value}
      >
        {message.value?.text}
      </p>
    </section>
  );
}

function PhaseButtons({ phase, busy, send }: { phase: Phase; busy: boolean; send: Send }) {
  const reason = useSignal('');
  return (
    <div class="organiser__phase">
      {phase === 'registration' && (
        <button
          type="button"
          class="primary"
          disabled={busy}
          onClick={() => send({ type: 'StartTournament', data: {} }, 'The tournament has started.')}
        >
          Start the tournament
        </button>
      )}
      {phase === 'running' && (
        <form
          class="organiser__inline"
          onSubmit={(e) => (
            e.preventDefault(),
            void send({ type: 'PauseTournament', data: { reason: reason.value.trim() } }, 'Paused.')
          )}
        >
          <ReasonField label="Why pause" value={reason.value} onInput={(v) => (reason.value = v)} />
          <button type="submit" disabled={busy}>
            Pause
          </button>
        </form>
      )}
      {phase === 'paused' && (
        <button
          type="button"
          disabled={busy}
          onClick={() => send({ type: 'ResumeTournament', data: {} }, 'Resumed.')}
        >
          Resume
        </button>
      )}
      {(phase === 'running' || phase === 'paused') && (
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            confirm('Finish the tournament? The standings freeze.') &&
            send(
              { type: 'FinishTournament', data: {} },
              'The tournament is finished; the standings are final.',
            )
          }
        >
          Finish the tournament
        </button>
      )}
    </div>
  );
}

function Disqualify({
  entrants,
  busy,
  send,
}: {
  entrants: readonly StandingRow[];
  busy: boolean;
  send: Send;
}) {
  const careerId = useSignal(entrants[0]?.careerId ?? '');
  const reason = useSignal('');
  const submit = async (e: Event) => {
    e.preventDefault();
    const name = entrants.find((r) => r.careerId === careerId.value)?.name;
    if (
      await send(
        { type: 'Disqualify', data: { careerId: careerId.value, reason: reason.value.trim() } },
        `${name} is disqualified.`,
      )
    )
      reason.value = '';
  };
  return (
    <form class="organiser__inline" onSubmit={submit} aria-label="Disqualify an entrant">
      <EntrantSelect
        label="Disqualify"
        entrants={entrants}
        value={careerId.value}
        onChange={(id) => (careerId.value = id)}
      />
      <ReasonField label="Reason" value={reason.value} onInput={(v) => (reason.value = v)} />
      <button type="submit" disabled={busy}>
        Disqualify
      </button>
    </form>
  );
}
