import type { CareerState } from '@periscope/rules';
import { useState } from 'preact/hooks';
import { word, t } from '../i18n/i18n';

const OFF_KEY = 'periscope.guide';

/** The first-patrol guide: one tip per step while the first patrol lasts; a new player can switch it off. */
export function FirstPatrolGuide({ state }: { readonly state: CareerState }) {
  const [off, setOff] = useState(() => localStorage.getItem(OFF_KEY) === 'off');
  // What to do now, step by step through a first patrol, each with its chart (`guide.*` in the catalogue).
  const tip = word('guide', state.step.kind);
  if (off || state.patrolsCompleted > 0 || !tip) return null;
  const hide = () => {
    localStorage.setItem(OFF_KEY, 'off');
    setOff(true);
  };
  return (
    <aside class="panel guide" aria-label={t('guideBox.label')}>
      <p class="guide__tip">
        <strong>{t('guideBox.first')}</strong> {tip} <a href="/how-to-play">{t('nav.howToPlay')}</a>
      </p>
      <button type="button" onClick={hide}>
        {t('guideBox.hide')}
      </button>
    </aside>
  );
}
