import { RuleRef } from '../../ui/RuleRef';
import { Rulebook, rulebookOf } from '../../ui/rulebook';
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
import { t, word } from '../../i18n/i18n';

interface Props {
  readonly timeline: CareerTimeline;
  /** The first divergence's line, marked where it falls. */
  readonly divergenceLine: number | null;
  readonly onShowLine: (line: number) => void;
  /** Unique on the page (a game shows two timelines). */
  readonly id?: string;
}

/**
 * The career by patrol (7.0; Beneath the Med 6.1): where each went, what it met (8.1, [A3]), the rolls made for it in
 * a two-player game, and the ships it sank with their tonnage (5.2.1); each rule in its own game's rulebook.
 */
export function Timeline({ timeline, divergenceLine, onShowLine, id = 'audit-timeline' }: Props) {
  const total = timeline.patrols.reduce((t, p) => t + patrolTonnage(p), 0);
  const med = timeline.med === true;
  return (
    <Rulebook.Provider value={rulebookOf(med)}>
      <TimelineSection {...{ timeline, divergenceLine, onShowLine, id, med, total }} />
    </Rulebook.Provider>
  );
}

function TimelineSection(props: Required<Props> & { readonly med: boolean; readonly total: number }) {
  const { timeline, divergenceLine, onShowLine, id, med, total } = props;
  return (
    <section class="panel audit-timeline" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('audit.timeline.title', { title: timeline.title })}</h2>
      {timeline.patrols.length === 0 && <p class="hint">{t('audit.timeline.noPatrol')}</p>}
      <ol class="audit-timeline__patrols">
        {timeline.patrols.map((patrol, i) => (
          <Patrol
            key={patrol.line}
            med={med}
            patrol={patrol}
            nextLine={timeline.patrols[i + 1]?.line ?? Infinity}
            atSea={i === timeline.patrols.length - 1 && !timeline.end}
            divergenceLine={divergenceLine}
            onShowLine={onShowLine}
          />
        ))}
      </ol>
      <p class="audit-timeline__total">
        {timeline.end ? (
          <>
            {t('audit.timeline.over', {
              reason: endReasonName(timeline.end.reason, med),
              tons: tons(timeline.end.tonnage),
              victory: victoryName(timeline.end.victoryLevel),
            })}{' '}
            <RuleRef rule="5.2.2" />
          </>
        ) : (
          <>{t('audit.timeline.running', { tons: tons(total) })}</>
        )}
      </p>
    </section>
  );
}

/** A patrol's area: a Beneath the Med area by its [A3] section's name (6.2). */
const patrolArea = (area: string, med: boolean) => (med ? word('medSection', area) : null) ?? areaName(area);

function Patrol({
  patrol,
  nextLine,
  divergenceLine,
  onShowLine,
  med,
  atSea,
}: Omit<Props, 'timeline' | 'id'> & {
  patrol: PatrolEntry;
  nextLine: number;
  med: boolean;
  /** The career's last patrol, the career not ended: the boat may still be out. */
  atSea: boolean;
}) {
  const sunk = patrol.encounters.flatMap((e) => e.sunk);
  const diverges = divergenceLine !== null && divergenceLine >= patrol.line && divergenceLine < nextLine;
  return (
    <li class={`audit-timeline__patrol${diverges ? ' audit-timeline__patrol--diverges' : ''}`}>
      <h3>
        {t('audit.patrol', {
          n: patrol.number,
          area: patrolArea(patrol.area, med),
          month: monthName(patrol.date),
        })}
        <button type="button" class="audit-timeline__line" onClick={() => onShowLine(patrol.line)}>
          {t('audit.line', { line: patrol.line })}
        </button>
      </h3>
      {diverges && (
        <p class="audit-timeline__flag">⚠ {t('audit.timeline.diverges', { line: divergenceLine })}</p>
      )}
      <p>
        {patrol.encounters.length === 0
          ? t('audit.timeline.noContact')
          : t('audit.timeline.met', {
              met: patrol.encounters.map((e) => encounterName(e.kind)).join(', '),
            })}{' '}
        {outcomeWords(patrol, med, atSea)}
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
    { where: t('audit.timeline.underWay'), notes: patrol.notes, line: patrol.line },
    ...patrol.encounters.map((e) => ({ where: encounterName(e.kind), notes: e.notes, line: e.line })),
  ].filter((g) => g.notes.length > 0);
  if (groups.length === 0) return null;
  return (
    <ul class="audit-timeline__notes" aria-label={t('audit.timeline.opponent', { n: patrol.number })}>
      {groups.map(({ where, notes, line }) => (
        <li key={line}>
          <span class="audit-timeline__where">{where}</span>
          <ul>
            {notes.map((note, i) => (
              <li key={i}>
                {note.words} {note.rule && <RuleRef rule={note.rule} />}{' '}
                <button type="button" class="audit-timeline__line" onClick={() => onShowLine(note.line)}>
                  {t('audit.line', { line: note.line })}
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const outcomeWords = (patrol: PatrolEntry, med: boolean, atSea: boolean): string => {
  if (!patrol.outcome) return t(atSea ? 'audit.outcome.atSea' : 'audit.outcome.lost');
  if (patrol.outcome.aborted) return t('audit.outcome.aborted');
  if (med) return t(patrol.outcome.success ? 'audit.outcome.medSuccess' : 'audit.outcome.medFailure'); // 7.7.1
  return t(patrol.outcome.success ? 'audit.outcome.success' : 'audit.outcome.failure');
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
        <caption>{t('tournament.sheet.ships')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.ships.ship')}</th>
            <th scope="col">{t('audit.ships.type')}</th>
            <th scope="col" class="num">
              {t('tournament.column.tonnage')}
            </th>
            <th scope="col">{t('audit.ships.line')}</th>
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
                {ship.line === divergenceLine && (
                  <strong class="audit-timeline__flag"> ⚠ {t('audit.ships.diverges')}</strong>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('audit.ships.total')}
            </th>
            <td class="num">{tons(total)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
