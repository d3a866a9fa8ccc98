import { RuleRef } from '../../ui/RuleRef';
import {
  areaName,
  encounterName,
  endReasonName,
  monthName,
  shipTypeName,
  thousands,
  tons,
  victoryName,
} from '../../ui/words';
import { patrolTonnage, type CareerTimeline, type PatrolEntry, type SunkShip } from './timeline';

interface Props {
  readonly timeline: CareerTimeline;
  /** The first divergence's line, marked where it falls. */
  readonly divergenceLine: number | null;
  readonly onShowLine: (line: number) => void;
  /** Unique on the page (a game shows two timelines). */
  readonly id?: string;
}

/** The career by patrol (7.0): where each went, what it met (8.1) and the ships it sank with their tonnage (5.2.1). */
export function Timeline({ timeline, divergenceLine, onShowLine, id = 'audit-timeline' }: Props) {
  const total = timeline.patrols.reduce((t, p) => t + patrolTonnage(p), 0);
  return (
    <section class="panel audit-timeline" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Timeline: {timeline.title}</h2>
      {timeline.patrols.length === 0 && <p class="hint">No patrol yet.</p>}
      <ol class="audit-timeline__patrols">
        {timeline.patrols.map((patrol, i) => (
          <Patrol
            key={patrol.line}
            patrol={patrol}
            nextLine={timeline.patrols[i + 1]?.line ?? Infinity}
            divergenceLine={divergenceLine}
            onShowLine={onShowLine}
          />
        ))}
      </ol>
      <p class="audit-timeline__total">
        {timeline.end ? (
          <>
            Career over: {endReasonName(timeline.end.reason)}, {tons(timeline.end.tonnage)} sunk,{' '}
            {victoryName(timeline.end.victoryLevel)} <RuleRef rule="5.2.2" />
          </>
        ) : (
          <>Still running: {tons(total)} sunk so far</>
        )}
      </p>
    </section>
  );
}

function Patrol({
  patrol,
  nextLine,
  divergenceLine,
  onShowLine,
}: Omit<Props, 'timeline' | 'id'> & {
  patrol: PatrolEntry;
  nextLine: number;
}) {
  const sunk = patrol.encounters.flatMap((e) => e.sunk);
  const diverges = divergenceLine !== null && divergenceLine >= patrol.line && divergenceLine < nextLine;
  return (
    <li class={`audit-timeline__patrol${diverges ? ' audit-timeline__patrol--diverges' : ''}`}>
      <h3>
        Patrol {patrol.number}: {areaName(patrol.area)}, {monthName(patrol.date)}
        <button type="button" class="audit-timeline__line" onClick={() => onShowLine(patrol.line)}>
          line {thousands(patrol.line)}
        </button>
      </h3>
      {diverges && (
        <p class="audit-timeline__flag">
          ⚠ The first divergence is in this patrol, at line {thousands(divergenceLine)}.
        </p>
      )}
      <p>
        {patrol.encounters.length === 0
          ? 'No contact.'
          : `Met: ${patrol.encounters.map((e) => encounterName(e.kind)).join(', ')}.`}{' '}
        {outcomeWords(patrol)}
      </p>
      <DuelNotes patrol={patrol} onShowLine={onShowLine} />
      {sunk.length > 0 && (
        <Sunk
          ships={sunk}
          total={patrolTonnage(patrol)}
          divergenceLine={divergenceLine}
          onShowLine={onShowLine}
        />
      )}
    </li>
  );
}

/** A game's rolls by the opponent and evasive numbers (13.1.2, 14.8.3), by encounter; nothing for a career. */
function DuelNotes({ patrol, onShowLine }: { patrol: PatrolEntry; onShowLine: (line: number) => void }) {
  const groups = [
    { where: 'Under way', notes: patrol.notes, line: patrol.line },
    ...patrol.encounters.map((e) => ({ where: encounterName(e.kind), notes: e.notes, line: e.line })),
  ].filter((g) => g.notes.length > 0);
  if (groups.length === 0) return null;
  return (
    <ul class="audit-timeline__notes" aria-label={`The opponent's part, patrol ${patrol.number}`}>
      {groups.map(({ where, notes, line }) => (
        <li key={line}>
          <span class="audit-timeline__where">{where}</span>
          <ul>
            {notes.map((note, i) => (
              <li key={i}>
                {note.words} {note.rule && <RuleRef rule={note.rule} />}{' '}
                <button type="button" class="audit-timeline__line" onClick={() => onShowLine(note.line)}>
                  line {thousands(note.line)}
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const outcomeWords = (patrol: PatrolEntry): string => {
  if (!patrol.outcome) return 'Did not return.';
  if (patrol.outcome.aborted) return 'Aborted (10.9).';
  return patrol.outcome.success ? 'Successful (7.5.2).' : 'Returned without success (7.5.2).';
};

function Sunk({
  ships,
  total,
  divergenceLine,
  onShowLine,
}: {
  ships: SunkShip[];
  total: number;
  divergenceLine: number | null;
  onShowLine: (line: number) => void;
}) {
  return (
    <div class="table-scroll">
      <table class="audit-timeline__ships">
        <caption>Ships sunk</caption>
        <thead>
          <tr>
            <th scope="col">Ship</th>
            <th scope="col">Type</th>
            <th scope="col" class="num">
              Tonnage
            </th>
            <th scope="col">Line</th>
          </tr>
        </thead>
        <tbody>
          {ships.map((ship) => (
            <tr key={ship.line}>
              <th scope="row">{ship.name}</th>
              <td>{shipTypeName(ship.shipType)}</td>
              <td class="num">{tons(ship.tonnage)}</td>
              <td>
                <button type="button" class="audit-timeline__line" onClick={() => onShowLine(ship.line)}>
                  {thousands(ship.line)}
                </button>
                {ship.line === divergenceLine && <strong class="audit-timeline__flag"> ⚠ diverges</strong>}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Patrol total
            </th>
            <td class="num">{tons(total)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
