import { RuleRef } from '../../ui/RuleRef';

/** Rule numbers, each with its title (RuleRef), in brackets. */
export function Rules({ rules }: { readonly rules: readonly string[] }) {
  if (rules.length === 0) return null;
  return (
    <span class="decisions__rules">
      (
      {rules.map((rule, i) => (
        <span key={rule}>
          {i > 0 && ', '}
          <RuleRef rule={rule} />
        </span>
      ))}
      )
    </span>
  );
}
