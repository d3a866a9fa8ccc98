import type { RecordedRoll } from '@periscope/rules';
import { useId, useMemo, useRef, useState } from 'preact/hooks';
import { RuleRef } from '../../ui/RuleRef';
import type { ClientEvent } from '../events';
import { Die, pipped } from './Die';
import {
  announcement,
  chartRow,
  eventName,
  groupsOf,
  purposeName,
  type FoundRoll,
  type RollGroup,
} from './rolls';
import './dice.css';
import { signed, wordsInSentence } from '../../ui/words';
import { t } from '../../i18n/i18n';

export const LAST_ROLLS = 10; // the tray opens on the last rolls (a phone screen's worth)
export const ROLL_WINDOW = 200; // with "all": the most recent rolls shown; more on demand

interface Cache {
  readonly events: readonly ClientEvent[];
  readonly groups: readonly RollGroup[];
  readonly med: boolean;
}

/** Rolls grouped by event, walking only the events added since the last render (events only ever grow). */
function useRollGroups(events: readonly ClientEvent[], med: boolean): readonly RollGroup[] {
  const cache = useRef<Cache>({ events: [], groups: [], med: false });
  return useMemo(() => {
    const held = cache.current;
    const grown =
      held.med === med &&
      events.length >= held.events.length &&
      events[held.events.length - 1]?.revision === held.events.at(-1)?.revision;
    const groups = grown
      ? [...held.groups, ...groupsOf(events.slice(held.events.length), med)]
      : groupsOf(events, med);
    cache.current = { events, groups, med };
    return groups;
  }, [events, med]);
}

/** The newest groups holding at most `limit` rolls, newest first; and whether earlier rolls are left out. */
function newest(groups: readonly RollGroup[], limit: number): { shown: RollGroup[]; more: boolean } {
  const shown: RollGroup[] = [];
  let count = 0;
  for (let i = groups.length - 1; i >= 0 && count < limit; i--) {
    const rolls = groups[i].rolls.slice(Math.max(0, groups[i].rolls.length - (limit - count)));
    shown.push({ ...groups[i], rolls });
    count += rolls.length;
  }
  const total = groups.reduce((n, g) => n + g.rolls.length, 0);
  return { shown, more: total > count };
}

/** Every roll of the career, newest first, grouped by the event that made it. */
export function DiceTray({
  events,
  med = false,
}: {
  readonly events: readonly ClientEvent[];
  readonly med?: boolean;
}) {
  const headingId = useId();
  const [limit, setLimit] = useState(LAST_ROLLS);
  const [titles, setTitles] = useState(false);
  const groups = useRollGroups(events, med);
  const { shown, more } = useMemo(() => newest(groups, limit), [groups, limit]);
  const latest = shown[0]?.rolls.at(-1);
  const all = limit > LAST_ROLLS;
  const rule = titles ? 'inline' : 'hover';
  return (
    <section class="dice-tray panel" aria-labelledby={headingId}>
      <div class="dice-tray__head">
        <h2 id={headingId}>{t('dice.title')}</h2>
        <div class="dice-tray__controls">
          <button type="button" aria-pressed={!all} onClick={() => setLimit(all ? LAST_ROLLS : ROLL_WINDOW)}>
            {all ? t('dice.last', { n: LAST_ROLLS }) : t('dice.all')}
          </button>
          <button type="button" aria-pressed={titles} onClick={() => setTitles(!titles)}>
            {titles ? t('dice.hideRules') : t('dice.rules')}
          </button>
        </div>
      </div>
      <p class="visually-hidden" aria-live="polite">
        {latest ? announcement(latest) : ''}
      </p>
      {shown.length === 0 && <p class="hint">{t('dice.none')}</p>}
      <ol class="dice-tray__events">
        {shown.map((group) => (
          <EventRolls key={group.revision} group={group} rule={rule} med={med} />
        ))}
      </ol>
      {more && all && (
        <button type="button" onClick={() => setLimit((n) => n + ROLL_WINDOW)}>
          {t('dice.earlier')}
        </button>
      )}
    </section>
  );
}

type Mode = 'hover' | 'inline';

function EventRolls({
  group,
  rule,
  med,
}: {
  readonly group: RollGroup;
  readonly rule: Mode;
  readonly med: boolean;
}) {
  return (
    <li class="dice-tray__event">
      <p class="dice-tray__event-name">{eventName(group.type, med)}</p>
      <ol class="dice-tray__rolls">
        {[...group.rolls].reverse().map((found, i) => (
          <RollRow key={`${found.roll.nonce}-${i}`} found={found} revision={group.revision} rule={rule} />
        ))}
      </ol>
    </li>
  );
}

interface RollRowProps {
  readonly found: FoundRoll;
  readonly revision: number;
  readonly rule: Mode;
}

function RollRow({ found, revision, rule }: RollRowProps) {
  const { roll, outcome } = found;
  const row = chartRow(roll);
  return (
    <li class="dice-tray__roll" data-revision={revision}>
      <p class="dice-tray__purpose">
        <strong>{purposeName(roll.purpose)}</strong>{' '}
        <span class="dice-tray__rule">
          (<RuleRef rule={roll.rule} mode={rule} />)
        </span>
      </p>
      <div class="dice-tray__line">
        <span class="dice-tray__faces">
          {roll.faces.map((face, i) => (
            <Die key={i} face={face} pips={pipped(roll.dice)} />
          ))}
        </span>
        <span class="dice-tray__natural">
          {roll.dice} = {roll.natural}
        </span>
        <Modifiers roll={roll} rule={rule} />
      </div>
      <p class="dice-tray__result">
        {roll.modifiers.length > 0 && (
          <span class="dice-tray__total">{t('dice.total', { total: roll.total })}</span>
        )}
        {row && <span class="dice-tray__chart">{row}</span>}
        {outcome && <span class="dice-tray__outcome">{outcome}</span>}
      </p>
    </li>
  );
}

function Modifiers({ roll, rule }: { readonly roll: RecordedRoll; readonly rule: Mode }) {
  if (roll.modifiers.length === 0) return null;
  return (
    <ul class="dice-tray__modifiers" aria-label={t('dice.modifiers')}>
      {roll.modifiers.map((m, i) => (
        <li key={`${m.id}-${i}`}>
          <span class="dice-tray__value">{signed(m.value)}</span> {wordsInSentence(m.id)} (
          <RuleRef rule={m.rule} mode={rule} />)
        </li>
      ))}
    </ul>
  );
}
