import { Reconstructed } from '../../ui/Reconstructed';
import { RuleRef } from '../../ui/RuleRef';
import { t } from '../../i18n/i18n';

export interface TrackProps {
  readonly name: string;
  readonly rule: string;
  readonly marked: number;
  /** Boxes of the track; null when the board's capacity is not known (the marked boxes alone are drawn). */
  readonly capacity: number | null;
  /** What the last box means: 'sunk' (10.3.2) or 'forced to surface' (10.1.2). */
  readonly lastBox: string;
  readonly lastBoxRule: string;
  readonly reconstructed: boolean;
}

/** A damage track of the board as a row of boxes, marked boxes crossed out (10.1, 10.3). */
export function Track({ name, rule, marked, capacity, lastBox, lastBoxRule, reconstructed }: TrackProps) {
  const boxes = capacity ?? marked;
  const summary =
    capacity === null ? t('track.marked', { marked }) : t('track.markedOf', { marked, capacity });
  return (
    <div class="uboat-board__track" role="group" aria-label={t('track.label', { name, summary })}>
      <div class="uboat-board__track-head">
        <span class="uboat-board__label">
          {name} <RuleRef rule={rule} />
        </span>
        <span class="uboat-board__count">{summary}</span>
        {reconstructed && <Reconstructed what={t('track.what', { name: name.toLowerCase() })} />}
      </div>
      <ol class="uboat-board__boxes">
        {Array.from({ length: boxes }, (_, i) => (
          <TrackBox
            key={i}
            number={i + 1}
            marked={i < marked}
            last={capacity !== null && i === boxes - 1}
            lastBox={lastBox}
          />
        ))}
      </ol>
      {capacity !== null && (
        <p class="hint">
          {t('track.lastBox', { lastBox })} <RuleRef rule={lastBoxRule} />
        </p>
      )}
    </div>
  );
}

function TrackBox(props: { number: number; marked: boolean; last: boolean; lastBox: string }) {
  const { number, marked, last, lastBox } = props;
  const classes = [
    'uboat-board__box',
    marked && 'uboat-board__box--marked',
    last && 'uboat-board__box--last',
  ];
  return (
    <li class={classes.filter(Boolean).join(' ')}>
      <span aria-hidden="true">{marked ? '✕' : number}</span>
      <span class="visually-hidden">
        {t('track.box', { number, marked: marked ? 'yes' : 'no' })}
        {last ? `, ${lastBox}` : ''}
      </span>
    </li>
  );
}
