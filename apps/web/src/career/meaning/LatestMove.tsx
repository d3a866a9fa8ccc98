import type { CareerState } from '@periscope/rules';
import { reportOf, type Phrase, type ResultCard } from '@periscope/rules/career/views/headlines';
import { medReportOf } from '@periscope/rules/career/views/med-headlines';
import { Reconstructed } from '../../ui/Reconstructed';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { CombatMat } from '../board';
import type { ClientEvent } from '../events';
import { useEngine } from './engine';
import { asCareerEvents, lastCommand } from './moves';
import './meaning.css';
import { t } from '../../i18n/i18n';
import { phrase } from '../../i18n/phrase';

/** What the last command did: its cards and headlines, for the seat and the spectators alike. */
export function LatestMove({
  events,
  settled,
  med = false,
}: {
  readonly events: readonly ClientEvent[];
  /** The revision the screen's state stands at: the decision above may grow once it arrives. */
  readonly settled: number;
  /** A Beneath the Med career: its own headlines (its ships identified, med-headlines.ts). */
  readonly med?: boolean;
}) {
  const move = useMemo(() => lastCommand(events), [events]);
  const report = useMemo(() => (med ? medReportOf : reportOf)(asCareerEvents(move)), [move, med]);
  const revision = move.at(-1)?.revision;
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    // On a phone the result of a tap is brought into view (on a wide screen it sits beside the decision).
    const shown = section.current;
    if (!shown || typeof matchMedia !== 'function' || !matchMedia('(max-width: 700px)').matches) return;
    shown.scrollIntoView({ block: 'nearest' });
    // The decision above grows when its odds arrive, after the paint: the result is kept in view meanwhile.
    if (typeof ResizeObserver !== 'function' || !shown.parentElement) return;
    const keep = new ResizeObserver(() => shown.scrollIntoView({ block: 'nearest' }));
    keep.observe(shown.parentElement);
    const stop = setTimeout(() => keep.disconnect(), 2000);
    return () => {
      clearTimeout(stop);
      keep.disconnect();
    };
  }, [revision, settled]);
  if (report.headlines.length === 0 && report.cards.length === 0) return null;
  return (
    <section
      ref={section}
      class="panel latest-move"
      aria-labelledby="latest-move-title"
      data-revision={revision}
    >
      <h2 id="latest-move-title">{t('latest.title')}</h2>
      <div aria-live="polite">
        {report.cards.map((card, i) => (
          <Card key={`${card.kind}-${i}`} card={card} />
        ))}
        <ul class="latest-move__headlines">
          {report.headlines.map((line, i) => (
            <li key={i}>
              {phrase(line)}
              <Designed line={line} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A headline whose values a chart pack designed (its `designed` sources, "D10, D12") carries the badge. */
function Designed({ line }: { readonly line: Phrase }) {
  const sources = line.params?.designed;
  if (typeof sources !== 'string') return null;
  return (
    <>
      {' '}
      <Reconstructed what={t('latest.designed', { sources })} />
    </>
  );
}

function Card({ card }: { readonly card: ResultCard }) {
  return (
    <article class={`result-card result-card--${card.kind}`} data-card={card.kind}>
      <h3>{phrase(card.title)}</h3>
      {card.lines.map((line, i) => (
        <p key={i}>{phrase(line)}</p>
      ))}
    </article>
  );
}

const CLOSING = ['EncounterEnded', 'CareerEnded'];

/** The combat mat as it stood when the last command ended the encounter: it stays until the next move. */
export function FinalMat({
  state,
  events,
}: {
  readonly state: CareerState;
  readonly events: readonly ClientEvent[];
}) {
  const engine = useEngine();
  const final = useMemo(() => {
    if (!engine || state.encounter) return null;
    const move = lastCommand(events);
    const closing = move.find((e) => CLOSING.includes(e.type));
    if (!closing) return null;
    const before = events.slice(0, events.indexOf(closing));
    const then = engine.fold(asCareerEvents(before), engine.initialState());
    return then.encounter ? then : null;
  }, [engine, state, events]);
  if (!final) return null;
  return (
    <div class="final-mat">
      <p class="final-mat__caption">{t('latest.finalMat')}</p>
      <CombatMat state={final} events={events} />
    </div>
  );
}
