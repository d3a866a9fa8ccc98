import { thousands } from '../ui/words';
import type { AuditProgress } from './run/run-audit';
import { t } from '../i18n/i18n';

/** The verification's progress: the chain first, then each stream (a career, a game, a tournament) in turn. */
export function Progress({
  name,
  progress,
}: {
  readonly name: string;
  readonly progress: AuditProgress | null;
}) {
  const streams = progress ? progress.total - 1 : 0;
  const done = progress ? progress.done - 1 : 0;
  const words = !progress
    ? t('audit.progress.chain')
    : t('audit.progress.streams', { done: thousands(done), total: thousands(streams), n: streams });
  return (
    <div class="panel audit-progress" role="status">
      <label>
        <span>{t('audit.progress.verifying', { name, words })}</span>
        <progress max={progress?.total ?? 1} value={progress?.done ?? 0} />
      </label>
    </div>
  );
}
