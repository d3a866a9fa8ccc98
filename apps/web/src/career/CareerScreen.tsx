import { useSignal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { claimedBySession, knowAccount } from '../accounts/account-state';
import { seatOf } from '../seats/seats';
import { UBoatBoard, RouteStrip, CombatMat } from './board';
import { BoardToggle } from './BoardToggle';
import { CareerHeader } from './CareerHeader';
import { BY_SESSION, CareerModel } from './career-model';
import { CareerOver } from './CareerOver';
import type { ClientEvent } from './events';
import { Decisions } from './decisions';
import { DiceTray } from './dice';
import { CareerSummary, PatrolLogSheet } from './log';
import { FirstPatrolGuide } from './FirstPatrolGuide';
import { TournamentNotice } from './TournamentNotice';
import { FinalMat, LatestMove } from './meaning/LatestMove';
import { StepNote } from './StepNote';
import { MedCareerPanel } from './med/MedCareer';
import { isMedCareer } from './med/is-med';
import './career.css';
import { rich, t, type MessageKey } from '../i18n/i18n';

const toLobby = (chunks: unknown) => <a href="/">{chunks as string}</a>;

type Tab = 'patrol' | 'log' | 'summary';
const TABS: readonly { id: Tab; label: MessageKey }[] = [
  { id: 'patrol', label: 'tab.patrol' },
  { id: 'log', label: 'tab.log' },
  { id: 'summary', label: 'tab.summary' },
];
const tabOf = (hash: string): Tab => TABS.find((entry) => `#${entry.id}` === hash)?.id ?? 'patrol';

/** `/careers/:id`: play when this browser holds the seat or the signed-in account claimed it, else watch. */
export function CareerScreen({ careerId }: { readonly careerId: string }) {
  const held = seatOf(careerId);
  useEffect(() => void (held || knowAccount()), [held]);
  const claimed = !held && claimedBySession({ kind: 'career', id: careerId });
  const model = useMemo(
    () => new CareerModel(careerId, held ?? (claimed ? BY_SESSION : undefined)),
    [careerId, held, claimed],
  );
  const tab = useSignal<Tab>(tabOf(location.hash));
  useEffect(() => {
    void model.open();
    return () => model.close();
  }, [model]);
  useEffect(() => {
    const follow = () => (tab.value = tabOf(location.hash)); // a link or the back button to #log
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, [tab]);

  const read = model.read.value;
  const career = read?.state.career;
  const title = career ? `${career.kommandant} · ${career.uboatType} — periscope` : 'periscope';
  useEffect(() => void (document.title = title), [title]);

  if (model.notFound.value)
    return (
      <div class="panel">
        <h1 class="career-missing">{t('career.missing')}</h1>
        <p>{rich('career.missingText', { id: careerId, lobby: toLobby })}</p>
      </div>
    );
  if (!read)
    return model.error.value ? (
      <p class="alert alert--error" role="alert">
        {model.error.value}
      </p>
    ) : (
      <p class="loading" role="status">
        {t('career.loading')}
      </p>
    );

  const { state, pending } = read;
  if (isMedCareer(state))
    return (
      <div class="career career--med" data-revision={read.revision} data-step={state.step.kind}>
        <CareerHeader state={state} playing={model.playing.value} feed={model.feed.value} />
        <MedCareerPanel
          state={state}
          pending={pending}
          events={model.events.value}
          revision={read.revision}
          playing={model.playing.value}
          busy={model.sending.value}
          error={model.error.value}
          onCommand={(command) => void model.send(command)}
        />
      </div>
    );
  const events = model.events.value;
  const select = (id: Tab) => {
    tab.value = id;
    history.replaceState(null, '', id === 'patrol' ? location.pathname : `#${id}`);
  };
  return (
    <div
      class="career"
      data-revision={read.revision}
      data-step={state.step.kind}
      data-patrols={state.patrolsCompleted}
    >
      <CareerHeader state={state} playing={model.playing.value} feed={model.feed.value} />
      <TournamentNotice careerId={careerId} refusal={model.error.value} held={state.held !== undefined} />
      <div class="tabs no-print" role="tablist" aria-label={t('career.views')}>
        {TABS.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={`tab-${entry.id}`}
            aria-selected={tab.value === entry.id}
            aria-controls={`panel-${entry.id}`}
            tabIndex={tab.value === entry.id ? 0 : -1}
            onClick={() => select(entry.id)}
            onKeyDown={(e) => arrowTabs(e, entry.id, select)}
          >
            {t(entry.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab.value}`} aria-labelledby={`tab-${tab.value}`}>
        {tab.value === 'patrol' && (
          <div class="career__patrol">
            <div class="career__route">
              <RouteStrip state={state} />
            </div>
            <div class="career__action">
              <CareerOver state={state} careerId={careerId} />
              {model.readError.value && (
                <p class="alert alert--info" role="status">
                  {model.readError.value}
                </p>
              )}
              {model.retrying.value > 0 && (
                <p class="alert alert--info career__retrying" role="status">
                  The connection failed: sending your move again (try {model.retrying.value + 1})…
                </p>
              )}
              {model.error.value && (
                <p class="alert alert--error" role="alert">
                  {model.error.value}
                </p>
              )}
              {state.step.kind === 'ended' ? null : model.playing.value ? (
                <section class="panel decisions-panel" aria-label={t('career.decision')}>
                  <Decisions
                    decision={pending}
                    state={state}
                    busy={model.sending.value}
                    onCommand={(command) => void model.send(command)}
                  />
                </section>
              ) : (
                <StepNote state={state} />
              )}
              <LatestMove events={events} settled={read.revision} />
              {model.playing.value && <FirstPatrolGuide state={state} />}
              <FinalMat state={state} events={events} />
              <CombatMat state={state} events={events} />
            </div>
            <BoardToggle>
              <UBoatBoard state={state} lost={lostHow(events)} />
            </BoardToggle>
            <div class="career__dice" tabIndex={0} aria-label={t('career.dice')}>
              <DiceTray events={events} />
            </div>
          </div>
        )}
        {tab.value === 'log' && <PatrolLogSheet events={events} state={state} careerId={careerId} />}
        {tab.value === 'summary' && <CareerSummary events={events} state={state} />}
      </div>
    </div>
  );
}

const LOST = ['sunk', 'lostAtSea', 'captured'];

/** 5.1: how the boat was lost, from the career's end (null while it sails, or when it ended otherwise). */
function lostHow(events: readonly ClientEvent[]): string | null {
  const end = [...events].reverse().find((e) => e.type === 'CareerEnded');
  const data = end?.data as { reason: string; detail: string; rule: string } | undefined;
  return data && LOST.includes(data.reason) ? `${data.detail} (${data.rule})` : null;
}

function arrowTabs(event: KeyboardEvent, current: Tab, select: (tab: Tab) => void) {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return;
  const index = (TABS.findIndex((entry) => entry.id === current) + step + TABS.length) % TABS.length;
  select(TABS[index].id);
  document.getElementById(`tab-${TABS[index].id}`)?.focus();
}
