import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultChartPack as charts, sinkPointsFor } from '../charts';
import type { DiceScript } from '../dice';
import { DeciderSpecification } from '../testing';
import { sighted, target } from './career.fixtures';
import type { CareerCommand } from './commands';
import { decide } from './decide';
import type { CareerEvent } from './events';
import { evolve } from './evolve';
import { one, patrolEnded, refit } from './career.port.fixtures';
import { boatOf, initialState, type TorpedoLoadout } from './state';

// Worked examples of the seeds not reproduced elsewhere (docs/worked-examples.md lists them all with their tests).

const spec = DeciderSpecification.for({ decide, evolve, initialState });

function play(given: readonly CareerEvent[], command: CareerCommand, script: DiceScript) {
  const events = spec.given(given).when(command, script).thenEvents();
  return { events, history: [...given, ...events] };
}

describe('worked examples (docs/worked-examples.md)', () => {
  it('10.0 worked example (000 L1364, 002 L1233): dive planes damaged by depth charges give the next [E2] of the encounter its +1 at once', () => {
    const given = sighted({ kind: 'shipWithEscort', ships: [target('Freighter', 7600, 3)], escorted: true });
    // 9.2.2: detected closing in on 7; [E3] 6: one hit; [E4] 15: the dive planes.
    const closing = play(
      given,
      { type: 'ChooseApproach', data: { attack: 'submerged', range: 'close' } },
      {
        '2d6': [
          [3, 4],
          [3, 3],
        ],
        '1d6': [2],
        d66: [[1, 5]],
      },
    );
    const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
    const next = play(closing.history, evade, { '2d6': [[1, 1]], '1d6': [6] }); // [E2] 2: escaped; repair 6 fails
    const [detection] = next.events.filter((e) => e.type === 'EscortDetectionRolled');
    expect(
      detection.type === 'EscortDetectionRolled' && detection.data.roll.modifiers.map((m) => m.id),
    ).toContain('divePlanesDamaged');
  });

  it.each([
    [3, true],
    [4, false],
  ])(
    '9.7.4 worked example (000 L1194, 002 L1069): a capital ship damaged 2 points is followed on 1-3 (−2 on 1d6): %i → %s',
    (die, contact) => {
      const nelson = target('HMS Nelson', 34_000, 6, 'capitalShip');
      const load = {
        bowTubes: ['g7eFat', 'g7eFat', 'g7eFat', 'g7eFat'],
        sternTubes: [],
        forwardReloads: [],
        aftReloads: [],
      };
      let h = sighted({
        kind: 'capitalShip',
        ships: [nelson],
        escorted: true,
        torpedoes: load as TorpedoLoadout,
      });
      h = play(h, { type: 'ChooseApproach', data: { attack: 'submerged', range: 'medium' } }, {}).history;
      // [U1] 2: a hit; [U2] 2: no dud; [U3] 3: 2 points.
      const shot = { end: 'bow' as const, tube: 0, target: 0 };
      h = play(
        h,
        { type: 'FireTorpedoes', data: { shots: [shot] } },
        { '2d6': [[1, 1]], '1d6': [2, 3] },
      ).history;
      const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
      h = play(h, evade, { '2d6': [[1, 1]] }).history; // [E2] 2: not detected
      const followed = play(
        h,
        { type: 'Follow', data: { damagedShip: 0, timeOfDay: 'night' } },
        { '1d6': [die] },
      );
      const attempt = followed.events.find((e) => e.type === 'FollowAttempted');
      expect(attempt?.data).toMatchObject({
        rule: '9.7.4',
        roll: { natural: die, modifiers: [{ id: 'damagePoints', value: -2 }], total: die - 2 },
        contact,
        escorted: true,
      });
    },
  );

  it('8.3.5, 9.2.7 worked example (000 L980, 002 L871): a 7,600 t large freighter takes 3 damage points to sink, one of 10,000 t or more 4', () => {
    expect(sinkPointsFor(charts.U4, 7_600)).toBe(3);
    expect(sinkPointsFor(charts.U4, 10_000)).toBe(4);
    expect(sinkPointsFor(charts.U4, 9_999)).toBe(3);
  });

  it.each([
    [5, 2, []],
    [7, 3, [6]], // 1d6 6: no Balkon-Gerät at the refit's end (10.11.9)
  ])(
    '10.11.3 worked example (000 L1532): %i hull boxes damaged add %i months to the refit',
    (hull, months, dice) => {
      const ended = patrolEnded({
        uboatType: 'IXB',
        change: (s) => ({ ...s, boat: { ...boatOf(s), hullDamage: hull } }),
      });
      expect(one(refit(ended, dice).events, 'RefitMonthsSet')).toMatchObject({
        base: 1,
        hullBoxes: hull,
        months: 1 + months,
      });
    },
  );

  it('10.11.4 worked example (000 L1552, 002 L1409): a Type IX back from a September patrol has October as P, November as its first R, and sails in December', () => {
    const ended = patrolEnded({ uboatType: 'IXC', date: '1943-09', area: 'britishIsles' });
    const { events } = refit(ended);
    expect(one(events, 'RefitMonthsSet')).toMatchObject({ months: 1 });
    expect(one(events, 'RefitCompleted')).toMatchObject({ inPort: ['1943-11'], nextPatrol: '1943-12' });
  });
});

describe('docs/worked-examples.md', () => {
  const SRC = join(__dirname, '..');
  const rows = readFileSync(join(SRC, '../../../docs/worked-examples.md'), 'utf8')
    .split('\n')
    .filter((line) => /^\| [^-]/.test(line) && line.includes('.spec.ts'));
  const cited = rows.flatMap((row) => {
    const [, file, titles] = /`([^`]+\.spec\.ts)`(.*?)\|[^|]*\|$/.exec(row) ?? [];
    return [...(titles ?? '').matchAll(/"([^"]+)"/g)].map((m) => [file, m[1]] as const);
  });

  it('names a test for every example it marks reproduced or partly', () => {
    const marked = rows.filter((row) => /\| (reproduced|partly[^|]*) \|$/.test(row));
    expect(marked.length).toBe(rows.length);
    expect(cited.length).toBeGreaterThanOrEqual(rows.length);
  });

  it.each(cited)('%s has a test whose title starts "%s"', (file, title) => {
    const source = readFileSync(join(SRC, file), 'utf8');
    expect(["'", '"', '`'].some((quote) => source.includes(`${quote}${title}`))).toBe(true);
  });
});
