import type { CareerState } from '@periscope/rules';
import { t, word } from '../i18n/i18n';

/** What a spectator is told the boat is doing: the step in words (`step.*`; the player sees the decision itself). */
export function StepNote({ state }: { readonly state: CareerState }) {
  const step = state.step;
  const text =
    step.kind === 'ended'
      ? t('stepNote.ended', { reason: step.reason })
      : step.kind === 'blocked'
        ? t('stepNote.blocked', { reason: step.reason, rule: step.rule })
        : (word('step', step.kind) ?? t('stepNote.rolling'));
  return (
    <section class="panel step-note" aria-live="polite">
      <h2>{t('stepNote.now')}</h2>
      <p>{text}</p>
    </section>
  );
}
