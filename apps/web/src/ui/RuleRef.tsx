import { useContext } from 'preact/hooks';
import { ruleTitle } from '../reference/reference';
import { Rulebook } from './rulebook';
import { t } from '../i18n/i18n';

interface RuleRefProps {
  readonly rule: string;
  /**
   * 'focus': its title on hover and on keyboard focus (a tab stop); 'hover': on hover only, where one control
   * nearby shows every title (the dice tray); 'inline': the title written out beside the number.
   */
  readonly mode?: 'focus' | 'hover' | 'inline';
}

/** A rule number (9.6.9) with its title (the dice tray); a Beneath the Med rule by its number alone. */
export function RuleRef({ rule, mode = 'focus' }: RuleRefProps) {
  const title = useContext(Rulebook) === 'the-hunted' ? ruleTitle(rule) : undefined;
  if (mode === 'inline')
    return (
      <span class="rule-ref rule-ref--inline">
        {rule}
        {title && `: ${title}`}
      </span>
    );
  return (
    <span
      class="rule-ref"
      tabIndex={mode === 'focus' ? 0 : undefined}
      aria-label={title ? t('rule.titled', { rule, title }) : t('rule.number', { rule })}
    >
      {rule}
      {title && (
        <span class="rule-ref__tip" role="tooltip">
          {title}
        </span>
      )}
    </span>
  );
}
