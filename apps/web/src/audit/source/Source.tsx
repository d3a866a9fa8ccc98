import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { EXPORT_KINDS, type ExportKind } from './fetch-export';
import { t } from '../../i18n/i18n';

interface Props {
  readonly busy: boolean;
  readonly onFile: (file: File) => void;
  readonly onFetch: (kind: ExportKind, id: string) => void;
}

/** Where the export comes from: a file (dropped or picked) or this server, by id. */
export function Source({ busy, onFile, onFetch }: Props) {
  const dragging = useSignal(false);
  const kind = useSignal<ExportKind>('career');
  const id = useSignal('');
  const drop = (e: JSX.TargetedDragEvent<HTMLElement>) => {
    e.preventDefault();
    dragging.value = false;
    const file = e.dataTransfer?.files[0];
    if (file && !busy) onFile(file);
  };
  const submit = (e: JSX.TargetedSubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (id.value.trim()) onFetch(kind.value, id.value.trim());
  };
  return (
    <section class="panel audit-source" aria-labelledby="audit-source-title">
      <h2 id="audit-source-title">{t('audit.source.title')}</h2>
      <div
        class={`audit-source__drop${dragging.value ? ' audit-source__drop--over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          dragging.value = true;
        }}
        onDragLeave={() => (dragging.value = false)}
        onDrop={drop}
        data-testid="audit-drop"
      >
        <p>{t('audit.source.drop')}</p>
        <label class="field">
          <span>{t('audit.source.file')}</span>
          <input
            type="file"
            accept=".ndjson,.jsonl,.json,.txt,application/x-ndjson"
            disabled={busy}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) onFile(file);
            }}
          />
        </label>
      </div>
      <form class="audit-source__fetch" onSubmit={submit}>
        <p>{t('audit.source.fetch')}</p>
        <label class="field">
          <span>{t('audit.what')}</span>
          <select value={kind.value} onChange={(e) => (kind.value = e.currentTarget.value as ExportKind)}>
            {EXPORT_KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {t('audit.kind', { kind: k.kind })}
              </option>
            ))}
          </select>
        </label>
        <label class="field">
          <span>{t('audit.source.id')}</span>
          <input
            value={id.value}
            required
            spellcheck={false}
            onInput={(e) => (id.value = e.currentTarget.value)}
          />
        </label>
        <button type="submit" class="primary" disabled={busy}>
          {t('audit.source.submit')}
        </button>
      </form>
    </section>
  );
}
