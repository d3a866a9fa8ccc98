import { Rules } from './Rules';

const TRAILING_RULES = /^(.*) \(([\d.,\s#-]+)\)(\.?)$/;

/** "Posture (8.1)" shown as its text and the rule with its title (RuleRef); a text without rules as it is. */
export function RuleText({ text }: { readonly text: string }) {
  const match = TRAILING_RULES.exec(text);
  if (!match) return <>{text}</>;
  return (
    <>
      {match[1]} <Rules rules={match[2].split(',').map((r) => r.trim())} />
      {match[3]}
    </>
  );
}
