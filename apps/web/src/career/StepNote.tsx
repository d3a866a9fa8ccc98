import type { CareerState } from '@periscope/rules';
import { medNotPlayedYet } from '../api/messages';
import { t, word } from '../i18n/i18n';
import { isMedCareer } from './med/is-med';

/**
 * What a spectator is told the boat is doing: the step in words (`step.*`, Beneath the Med's own `step.med.*` where
 * The Hunted's names its Kommandant; the player sees the decision itself).
 */
export function StepNote({ state }: { readonly state: CareerState }) {
  const step = state.step;
  const text =
    step.kind === 'ended'
      ? t('stepNote.ended', { reason: step.reason })
      : step.kind === 'blocked'
        ? step.missing
          ? medNotPlayedYet(step.rule, step.missing) // a Beneath the Med rule, worded by its code
          : t('stepNote.blocked', { reason: step.reason, rule: step.rule })
        : ((isMedCareer(state) ? word('step.med', step.kind) : null) ??
          word('step', step.kind) ??
          t('stepNote.rolling'));
  return (
    <section class="panel step-note" aria-live="polite">
      <h2>{t('stepNote.now')}</h2>
      <p>{text}</p>
    </section>
  );
}
