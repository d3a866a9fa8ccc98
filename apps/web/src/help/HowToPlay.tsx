import { useEffect } from 'preact/hooks';
import './help.css';
import { rich, t, type MessageKey } from '../i18n/i18n';

interface Step {
  readonly id: 'assignment' | 'travel' | 'encounter' | 'attack' | 'escorts' | 'damage' | 'port';
  readonly rules: string;
}

/** A patrol in the order the game plays it, each step with the charts it rolls on (`help.<step>.*`). */
const STEPS: readonly Step[] = [
  { id: 'assignment', rules: '7.0' },
  { id: 'travel', rules: '8.0-8.2' },
  { id: 'encounter', rules: '8.3, 8.4, 9.8' },
  { id: 'attack', rules: '9.0-9.5' },
  { id: 'escorts', rules: '9.6, 9.7' },
  { id: 'damage', rules: '10.0-10.9' },
  { id: 'port', rules: '10.11, 11.2, 11.3' },
];

const said = (step: Step, part: 'title' | 'charts' | 'text1' | 'text2') =>
  t(`help.${step.id}.${part}` as MessageKey);
const em = (chunks: unknown) => <em>{chunks as string}</em>;
const start = (chunks: unknown) => <a href="/">{chunks as string}</a>;

/** `/how-to-play`: a patrol walked step by step, each step with its chart. */
export function HowToPlay() {
  const title = t('help.documentTitle');
  useEffect(() => void (document.title = title), [title]);
  return (
    <div class="panel how-to-play">
      <h1>{t('help.title')}</h1>
      <p>{rich('help.intro', { em })}</p>
      <nav aria-label={t('help.steps')}>
        <ol class="how-to-play__toc">
          {STEPS.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>
                {i + 1}. {said(s, 'title')}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {STEPS.map((s, i) => (
        <section key={s.id} id={s.id} class="how-to-play__step" aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>
            {i + 1}. {said(s, 'title')}{' '}
            <span class="how-to-play__rules">{t('help.rules', { rules: s.rules })}</span>
          </h2>
          <p class="how-to-play__charts">
            <strong>{t('help.charts')}</strong> {said(s, 'charts')}
          </p>
          <p>{said(s, 'text1')}</p>
          <p>{said(s, 'text2')}</p>
        </section>
      ))}
      <p>{rich('help.end', { start })}</p>
    </div>
  );
}
