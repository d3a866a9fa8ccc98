import { useSignal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import './audit.css';
import { Progress } from './Progress';
import { Verdict } from './report/Verdict';
import type { Verify } from './run/audit-client';
import type { AuditOutcome, AuditProgress } from './run/run-audit';
import { fetchExport, requestedExport, type ExportKind, type FetchExport } from './source/fetch-export';
import { Source } from './source/Source';
import { readStory, type ExportStory } from './story/export-events';
import { StoryView } from './story/StoryView';
import { medStream, startedTitle } from './story/timeline';
import { rich, t } from '../i18n/i18n';

/** The worker's client, loaded with the first export (it holds the worker's URL). */
const verifyLazily: Verify = (bytes, onProgress) =>
  import('./run/audit-client').then((m) => m.verifyInWorker(bytes, onProgress));

export type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading'; readonly name: string }
  | { readonly kind: 'verifying'; readonly name: string; readonly progress: AuditProgress | null }
  | {
      readonly kind: 'done';
      readonly name: string;
      readonly outcome: AuditOutcome;
      readonly story: ExportStory | null;
    }
  | { readonly kind: 'failed'; readonly message: string };

interface Props {
  readonly verify?: Verify;
  readonly load?: FetchExport;
  /** The page's query string (?career=, ?game=, ?tournament=). */
  readonly search?: string;
}

/**
 * Audit a disputed result in this browser, trusting no server: an export from a file or fetched,
 * verified in a Web Worker by the same libs/audit code as `periscope audit`; the verdict, the timeline, the replay.
 */
export function AuditScreen({ verify = verifyLazily, load = fetchExport, search = location.search }: Props) {
  const phase = useSignal<Phase>({ kind: 'idle' });
  const run = async (name: string, bytes: () => Promise<Uint8Array>) => {
    phase.value = { kind: 'loading', name };
    try {
      const data = await bytes();
      phase.value = { kind: 'verifying', name, progress: null };
      const outcome = await verify(data, (progress) => (phase.value = { kind: 'verifying', name, progress }));
      phase.value = { kind: 'done', name, outcome, story: storyOf(data) };
    } catch (error) {
      phase.value = { kind: 'failed', message: failure(error as Error) };
    }
  };
  const onFile = (file: File) => void run(file.name, async () => new Uint8Array(await file.arrayBuffer()));
  const onFetch = (kind: ExportKind, id: string) =>
    void run(t('audit.fetched', { kind }), () => load(kind, id));
  const requested = useMemo(() => requestedExport(search), [search]);
  useEffect(() => {
    if (requested) onFetch(requested.kind, requested.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per export the address asks for, not at each render's new onFetch
  }, [requested]);
  const current = phase.value;
  const busy = current.kind === 'loading' || current.kind === 'verifying';
  return (
    <div class="audit">
      <h1>{t('audit.title')}</h1>
      <p class="audit__intro">{rich('audit.intro', { code })}</p>
      <Source busy={busy} onFile={onFile} onFetch={onFetch} />
      <Status phase={current} />
      {current.kind === 'done' && <Outcome key={current.name} phase={current} />}
    </div>
  );
}

/** Past this size the page shows the verdict only: the timeline would hold the whole file twice. */
const STORY_LIMIT = 64 * 1024 * 1024;
const storyOf = (data: Uint8Array): ExportStory | null =>
  data.byteLength > STORY_LIMIT ? null : readStory(new TextDecoder().decode(data));

const code = (chunks: unknown) => <code>{chunks as string}</code>;

function failure(error: Error): string {
  if (error.name === 'NotAnExportFile') return t('audit.notAnExport', { reason: error.message });
  return error.message || t('audit.stopped');
}

function Status({ phase }: { readonly phase: Phase }) {
  if (phase.kind === 'loading')
    return (
      <p class="loading" role="status">
        {t('audit.reading', { name: phase.name })}
      </p>
    );
  if (phase.kind === 'verifying') return <Progress name={phase.name} progress={phase.progress} />;
  if (phase.kind === 'failed')
    return (
      <p class="alert alert--error" role="alert">
        {phase.message}
      </p>
    );
  return null;
}

function Outcome({ phase }: { readonly phase: Extract<Phase, { kind: 'done' }> }) {
  const { report, milliseconds } = phase.outcome;
  const shown = useSignal<{ line: number; stream?: string } | null>(
    report.firstDivergence
      ? { line: report.firstDivergence.line, stream: report.firstDivergence.stream }
      : null,
  );
  const names = useMemo(() => streamNames(phase.story), [phase.story]);
  const meds = useMemo(() => medStreams(phase.story), [phase.story]);
  const showLine = (line: number, stream?: string) => {
    shown.value = { line, stream };
    requestAnimationFrame(() => document.getElementById('audit-replay-title')?.scrollIntoView());
  };
  return (
    <>
      <p class="audit__done" role="status">
        {t('audit.checked', { name: phase.name })}
      </p>
      <Verdict
        report={report}
        milliseconds={milliseconds}
        streamName={(s) => names.get(s) ?? s}
        medStream={(s) => meds.has(s)}
        onShowLine={showLine}
      />
      {!phase.story && <p class="panel hint">{t('audit.tooLarge')}</p>}
      {phase.story && (
        <StoryView
          story={phase.story}
          names={names}
          shown={shown.value}
          onShowLine={showLine}
          divergence={report.firstDivergence}
        />
      )}
    </>
  );
}

/** The streams that play Beneath the Med: their findings are told in its words and cite its rules. */
const medStreams = (story: ExportStory | null): Set<string> =>
  new Set((story?.streams ?? []).filter((s) => medStream(story?.firstEvent(s.stream))).map((s) => s.stream));

/** Each stream's name for a person: a career's commander (Kommandant or Comandante) and boat. */
function streamNames(story: ExportStory | null): Map<string, string> {
  const names = new Map<string, string>();
  for (const { stream, kind } of story?.streams ?? [])
    names.set(stream, storyStreamName(story!, stream, kind));
  return names;
}

function storyStreamName(story: ExportStory, stream: string, kind: string): string {
  if (kind !== 'career') return t('audit.stream', { kind });
  return startedTitle(story.firstEvent(stream)) ?? stream;
}
