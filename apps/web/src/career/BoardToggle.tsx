import type { ComponentChildren } from 'preact';
import { t } from '../i18n/i18n';

/** The board folds away on a phone (open on a wide screen): the decision and its result come first. */
export function BoardToggle({
  children,
  label = t('career.board'),
}: {
  readonly children: ComponentChildren;
  /** What the fold says it holds (The Hunted's U-boat board by default). */
  readonly label?: string;
}) {
  const narrow = typeof matchMedia === 'function' && matchMedia('(max-width: 700px)').matches;
  return (
    <details class="career__board" open={!narrow}>
      <summary>{label}</summary>
      {children}
    </details>
  );
}
