import { thousands } from '../ui/words';
import type { AuditProgress } from './run/run-audit';

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
    ? 'checking the hash chain'
    : `hash chain checked; ${thousands(done)} of ${thousands(streams)} stream${streams === 1 ? '' : 's'} re-played`;
  return (
    <div class="panel audit-progress" role="status">
      <label>
        <span>
          Verifying {name}: {words}
        </span>
        <progress max={progress?.total ?? 1} value={progress?.done ?? 0} />
      </label>
    </div>
  );
}
