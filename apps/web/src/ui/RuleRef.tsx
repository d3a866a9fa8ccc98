import { ruleTitle } from '../reference/reference';

/** A rule number (9.6.9): its title on hover and on keyboard focus (issue 15 §3, the dice tray). */
export function RuleRef({ rule }: { readonly rule: string }) {
  const title = ruleTitle(rule);
  return (
    <span class="rule-ref" tabIndex={0} aria-label={title ? `rule ${rule}: ${title}` : `rule ${rule}`}>
      {rule}
      {title && (
        <span class="rule-ref__tip" role="tooltip">
          {title}
        </span>
      )}
    </span>
  );
}
