import { useSignal } from '@preact/signals';
import { errorMessage } from '../api/messages';
import { act, type Phase, type StandingRow } from './api';
import { Adjudication } from './Adjudication';
import { CoOrganiserForm } from './CoOrganiserForm';
import { EntrantSelect, ReasonField, type Send } from './organiser-fields';
import { PHASE } from './words';
import { t } from '../i18n/i18n';

interface Props {
  readonly tournamentId: string;
  /** The organiser's token in this browser; none: the session acts (a claimed console or a co-organiser's). */
  readonly token?: string;
  /** The organiser himself (not a co-organiser): he may add co-organisers. */
  readonly organiser?: boolean;
  readonly phase: Phase;
  readonly entrants: readonly StandingRow[];
  /** Called after an action went through: the page reads the tournament again. */
  readonly onDone: () => void;
}

/** The organiser's console (13.2-13.5): start, pause, resume, disqualify, adjudicate, finish. */
export function OrganiserConsole({ tournamentId, token, organiser, phase, entrants, onDone }: Props) {
  const busy = useSignal(false);
  const message = useSignal<{ error: boolean; text: string } | null>(null);
  const send: Send = async (action, done = t('organiser.done')) => {
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
      <h2 id="organiser-title">{t('organiser.title')}</h2>
      <p>
        <strong>{PHASE[phase]}</strong>, {t('organiser.entrants', { n: entrants.length })}
      </p>
      <PhaseButtons phase={phase} busy={busy.value} send={send} />
      {phase !== 'finished' && active.length > 0 && (
        <Disqualify entrants={active} busy={busy.value} send={send} />
      )}
      {entrants.length > 0 && <Adjudication entrants={entrants} busy={busy.value} send={send} />}
      {organiser && <CoOrganiserForm tournamentId={tournamentId} token={token} />}
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
          onClick={() => send({ type: 'StartTournament', data: {} }, t('organiser.started'))}
        >
          {t('organiser.start')}
        </button>
      )}
      {phase === 'running' && (
        <form
          class="organiser__inline"
          onSubmit={(e) => (
            e.preventDefault(),
            void send(
              { type: 'PauseTournament', data: { reason: reason.value.trim() } },
              t('organiser.paused'),
            )
          )}
        >
          <ReasonField label={t('organiser.why')} value={reason.value} onInput={(v) => (reason.value = v)} />
          <button type="submit" disabled={busy}>
            {t('organiser.pause')}
          </button>
        </form>
      )}
      {phase === 'paused' && (
        <button
          type="button"
          disabled={busy}
          onClick={() => send({ type: 'ResumeTournament', data: {} }, t('organiser.resumed'))}
        >
          {t('organiser.resume')}
        </button>
      )}
      {(phase === 'running' || phase === 'paused') && (
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            confirm(t('organiser.finishConfirm')) &&
            send({ type: 'FinishTournament', data: {} }, t('organiser.finished'))
          }
        >
          {t('organiser.finish')}
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
        t('organiser.disqualified', { name }),
      )
    )
      reason.value = '';
  };
  return (
    <form class="organiser__inline" onSubmit={submit} aria-label={t('organiser.disqualifyLabel')}>
      <EntrantSelect
        label={t('organiser.disqualify')}
        entrants={entrants}
        value={careerId.value}
        onChange={(id) => (careerId.value = id)}
      />
      <ReasonField label={t('organiser.reason')} value={reason.value} onInput={(v) => (reason.value = v)} />
      <button type="submit" disabled={busy}>
        {t('organiser.disqualify')}
      </button>
    </form>
  );
}
