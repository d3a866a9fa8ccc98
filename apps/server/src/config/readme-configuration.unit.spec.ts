import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Environment, ENVIRONMENT_VARIABLES } from './environment';

// README "Configuration" and "Deployment" say everything an operator sets: each variable the server reads has its
// row (with the default the server really takes, where it is a number), and each value of .env.example its row.

const root = join(__dirname, '../../../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** The text of a `## title` section, up to the next `## `. */
const section = (title: string) => readme.split(/^## /m).find((s) => s.startsWith(`${title}\n`)) ?? '';

/** The first two cells of each table row: its variables (`A`, `B`) → the second cell. */
function rows(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of text.split('\n').filter((l) => l.startsWith('| `'))) {
    const [names, second] = line.split(' | ');
    for (const [, name] of names.matchAll(/`([A-Z_]+)`/g)) found.set(name, second.trim());
  }
  return found;
}

describe('README: what an operator sets', () => {
  it('has a row in "Configuration" for every variable the server reads, with its numeric default', () => {
    const table = rows(section('Configuration'));
    const defaults = new Environment() as unknown as Record<string, unknown>;
    expect(ENVIRONMENT_VARIABLES.length).toBeGreaterThan(20);
    for (const name of ENVIRONMENT_VARIABLES) {
      expect({ name, documented: table.has(name) }).toEqual({ name, documented: true });
      if (typeof defaults[name] === 'number')
        expect({ name, default: table.get(name) }).toEqual({
          name,
          default: `\`${String(defaults[name])}\``,
        });
    }
  });

  it('has a row in "Deployment" for every value of .env.example', () => {
    const table = rows(section('Deployment'));
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    const names = [...example.matchAll(/^([A-Z_]+)=/gm)].map(([, name]) => name);
    expect(names.length).toBeGreaterThan(3);
    for (const name of names)
      expect({ name, documented: table.has(name) }).toEqual({ name, documented: true });
  });
});
