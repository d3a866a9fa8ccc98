import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parentRule, RULE_TITLES, ruleTitle } from './rule-titles';

// Every rule number the engine cites in its code (a `rule: '9.6.9'`, a violation, a step, a modifier…) has a title.

const SOURCE = join(__dirname, '..');
/** Quoted strings that look like rule numbers and are not: the chart pack's version. */
const NOT_RULES = new Set(['1.0.0']);
const RULE = String.raw`\d{1,2}(?:\.\d{1,2}){1,3}`;
/** A quoted rule number, or a list of them ('9.4.2, 9.5.1'). */
const QUOTED_RULES = new RegExp(String.raw`'(${RULE}(?:, ${RULE})*)'`, 'g');

/** Beneath the Med cites its own rulebook (seed 004), whose numbers are not The Hunted's: its titles are its own. */
const OTHER_GAMES = new Set([
  join(SOURCE, 'campaigns', 'beneath-the-med'),
  join(SOURCE, 'career', 'med'),
  join(SOURCE, 'career', 'views', 'med-headlines.ts'),
  join(SOURCE, 'career', 'views', 'med-mission-headlines.ts'),
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (OTHER_GAMES.has(path)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.spec.') ? [path] : [];
  });
}

/** Each cited rule with the first file citing it. */
function citedRules(): Map<string, string> {
  const cited = new Map<string, string>();
  for (const file of sourceFiles(SOURCE))
    for (const [, list] of readFileSync(file, 'utf8').matchAll(QUOTED_RULES))
      for (const rule of list.split(', '))
        if (!NOT_RULES.has(rule) && !cited.has(rule)) cited.set(rule, relative(SOURCE, file));
  return cited;
}

describe('rule titles', () => {
  const cited = citedRules();

  it('the scan finds the rules the engine is known to cite', () => {
    expect(cited.size).toBeGreaterThan(100);
    for (const rule of ['9.6.9', '4.2.2', '14.15', '9.6.14', '11.4.10.3']) expect(cited.has(rule)).toBe(true);
    expect(cited.has('1.0.0')).toBe(false);
  });

  it('every rule cited in libs/rules has a title of its own', () => {
    const untitled = [...cited].filter(([rule]) => !Object.hasOwn(RULE_TITLES, rule));
    expect(untitled.map(([rule, file]) => `${rule} (${file})`)).toEqual([]);
  });

  it('every titled rule has its parent sections titled, up to N.0', () => {
    const orphans = Object.keys(RULE_TITLES).filter((rule) => {
      const parent = parentRule(rule);
      return parent !== null && !Object.hasOwn(RULE_TITLES, parent);
    });
    expect(orphans).toEqual([]);
  });

  it('titles are short, one line, and written once', () => {
    for (const [rule, title] of Object.entries(RULE_TITLES)) {
      expect(`${rule}: ${title}`).toMatch(/^[\d.]+: \S.{0,78}$/);
      expect(title).not.toMatch(/[\n.]$/);
    }
  });

  it('ruleTitle falls back to the nearest titled parent', () => {
    expect(ruleTitle('9.6.9')).toBe(RULE_TITLES['9.6.9']);
    expect(ruleTitle('9.6.99')).toBe(RULE_TITLES['9.6']);
    expect(ruleTitle('9.99.1')).toBe(RULE_TITLES['9.0']);
    expect(ruleTitle('9')).toBe(RULE_TITLES['9.0']);
    expect(ruleTitle('14.3.9')).toBe('Historical targets');
    expect(ruleTitle('99.1')).toBeNull();
  });

  it('parentRule walks 9.8.8.1 → 9.8.8 → 9.8 → 9.0 → none', () => {
    expect(parentRule('9.8.8.1')).toBe('9.8.8');
    expect(parentRule('9.8.8')).toBe('9.8');
    expect(parentRule('9.8')).toBe('9.0');
    expect(parentRule('9.0')).toBeNull();
  });
});
