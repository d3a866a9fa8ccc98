import type { CareerState } from '@periscope/rules';

/** 5.1: the career is over; its seeds are revealed, so anyone can now check every roll (README "audit"). */
export function CareerOver({ state, careerId }: { readonly state: CareerState; readonly careerId: string }) {
  if (state.step.kind !== 'ended') return null;
  const api = `/api/careers/${careerId}`;
  return (
    <section class="panel career-over" aria-labelledby="career-over-title">
      <h2 id="career-over-title">The career is over</h2>
      <p>{state.step.reason}.</p>
      <p class="career-over__audit">
        <a class="button primary" href={`/audit?career=${encodeURIComponent(careerId)}`}>
          Check this career in your browser
        </a>
      </p>
      <p class="hint">
        Both dice seeds are now revealed: every roll of this career can be checked by anyone, here or offline
        with <code>periscope audit</code>.
      </p>
      <details class="career-over__files">
        <summary>The files behind the check</summary>
        <ul class="career-over__links">
          <li>
            <a href={`${api}/export`} download={`career-${careerId}.ndjson`}>
              Download the audit export
            </a>
          </li>
          <li>
            <a href={`${api}/seed`}>The revealed seeds</a>
          </li>
          <li>
            <a href={`${api}/audit`}>The server's audit report</a>
          </li>
        </ul>
      </details>
    </section>
  );
}
