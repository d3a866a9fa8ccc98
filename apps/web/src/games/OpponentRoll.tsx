import type { RecordedRoll } from '@periscope/rules';
import type { ClientEvent } from '../career/events';
import { purposeName, rollsOf } from '../career/dice';
import { RuleRef } from '../ui/RuleRef';
import { signed, wordsInSentence } from '../ui/words';
import type { AwaitedRoll } from './game-view';
import { rich, t } from '../i18n/i18n';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const strong = (chunks: unknown) => <strong>{chunks as string}</strong>;

/** 13.1.2: the opponent rolls for the active player's escort detection, damage or air attack: one button. */
export function RollButton({
  roll,
  busy,
  onRoll,
}: {
  readonly roll: AwaitedRoll;
  readonly busy: boolean;
  readonly onRoll: () => void;
}) {
  return (
    <div class="game-roll">
      <p>
        {rich('game.roll.waits', {
          strong,
          purpose: purposeName(roll.purpose),
          chart: roll.chart?.split(' ')[0] ?? 'none',
          rule: <RuleRef rule={roll.rule} />,
        })}
      </p>
      <button type="button" class="primary" disabled={busy} onClick={onRoll}>
        {t('game.roll.button', { purpose: purposeName(roll.purpose) })}
      </button>
    </div>
  );
}

/** The rolls this player made last for his opponent, each with its modifiers and their rules; `med`: 10.1's. */
export function RolledByMe({
  events,
  med,
}: {
  readonly events: readonly ClientEvent[];
  readonly med: boolean;
}) {
  const rolls = events.flatMap((e) => rollsOf(e, med));
  if (rolls.length === 0) return null;
  return (
    <section class="game-rolled" aria-labelledby="rolled-title">
      <h3 id="rolled-title">{t('game.rolled.title')}</h3>
      <ul>
        {rolls.map(({ roll, outcome }, i) => (
          <li key={`${roll.nonce}-${i}`}>
            {cap(purposeName(roll.purpose))} (<RuleRef rule={roll.rule} />
            ): {roll.faces.join(' + ')} = {roll.natural}
            <Modifiers roll={roll} />
            {roll.modifiers.length > 0 && <>, {t('game.rolled.total', { total: roll.total })}</>}
            {outcome && <>: {outcome}</>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Modifiers({ roll }: { readonly roll: RecordedRoll }) {
  return (
    <>
      {roll.modifiers.map((m, i) => (
        <span key={`${m.id}-${i}`} class="game-rolled__modifier">
          {' '}
          {signed(m.value)} {wordsInSentence(m.id)} (<RuleRef rule={m.rule} />)
        </span>
      ))}
    </>
  );
}
