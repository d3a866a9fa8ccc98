import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultChartPack as charts, sinkPointsFor, type BoxKind, type YearMonth } from '../../charts';
import { ScriptedDice, type DiceScript } from '../../dice';
import {
  enterNextBox,
  outOfPort,
  patrolThrough,
  sighted,
  start,
  started,
  target,
  none,
  one,
  patrolEnded,
  refit,
  spec,
  play,
} from './career.fixtures';
import { crewBecame, earlierPatrol, hitAtSea, lastReload, schnorchelRolled } from './career-history.fixtures';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent, CareerStarted } from '../model/events';
import { addMonths } from '../port/calendar';
import { fold } from '../evolve';
import { encounterOf, initialState, type TorpedoLoadout, type TorpedoType } from '../model/state';

// Worked examples of the seeds not reproduced elsewhere (docs/worked-examples.md lists them all with their tests).

const aboard = (t: TorpedoLoadout) =>
  [...t.bowTubes, ...t.sternTubes].filter((x) => x !== null).length +
  t.forwardReloads.length +
  t.aftReloads.length;

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
    const detection = one(next.events, 'EscortDetectionRolled');
    // 10.0, [E5]: the dive planes damaged give +1 on [E2] at once, counted in the total.
    expect(detection.roll.modifiers).toContainEqual(
      expect.objectContaining({ id: 'divePlanesDamaged', value: 1 }),
    );
    expect(detection.roll.total).toBe(
      detection.roll.natural + detection.roll.modifiers.reduce((sum, m) => sum + m.value, 0),
    );
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

  it('8.3.5, 9.2.7 worked example (000 L980, 002 L871): a 7,600 t ship sighted takes 3 damage points to sink: 2 points leave it afloat, the third sinks it', () => {
    // [E1] 9 on the Brazilian coast: a tanker; T3 100: Egero, 7,600 t; 1d6 1: by day.
    const sightedTanker = spec
      .given(outOfPort('brazilianCoast' as BoxKind))
      .when(enterNextBox, { '2d6': [[4, 5]], d100: [[0, 0]], '1d6': [1] })
      .thenEvents();
    expect(one(sightedTanker, 'ShipsIdentified').ships).toMatchObject([
      { name: 'Egero', tonnage: 7600, sinkPoints: 3 },
    ]);
    const given = [...outOfPort('brazilianCoast' as BoxKind), ...sightedTanker];
    const approached = play(
      given,
      { type: 'ChooseApproach', data: { attack: 'submerged', range: 'medium' } },
      {},
    );
    const shot = (tube: number) => ({ end: 'bow' as const, tube, target: 0 });
    // [U1] 2: a hit; [U2] 2: no dud; [U3] 4: 1 point, for each torpedo.
    const two = play(
      approached.history,
      { type: 'FireTorpedoes', data: { shots: [shot(0), shot(1)] } },
      {
        '2d6': [
          [1, 1],
          [1, 1],
        ],
        '1d6': [2, 4, 2, 4],
      },
    );
    none(two.events, 'ShipSunk');
    expect(fold(two.history, initialState()).encounter?.ships[0].damage).toBe(2);
    const three = play(
      approached.history,
      { type: 'FireTorpedoes', data: { shots: [shot(0), shot(1), shot(2)] } },
      {
        '2d6': [
          [1, 1],
          [1, 1],
          [1, 1],
        ],
        '1d6': [2, 4, 2, 4, 2, 4],
      },
    );
    expect(one(three.events, 'ShipSunk')).toMatchObject({ name: 'Egero', tonnage: 7600 });
  });

  it.each([
    [5, 2, []],
    [7, 3, []],
  ])(
    '10.11.3 worked example (000 L1532): a Type VII back with %i hull boxes damaged adds %i months to the refit',
    (hull, months, dice) => {
      const ended = patrolEnded({
        uboatType: 'VIIC', // Q-HULLBOXES: the seventh box is one a Type VII survives
        atSea: [hitAtSea([], hull)],
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

describe('worked examples of setup and the refit (docs/worked-examples.md)', () => {
  it('4.5 worked example (000 L436): a VIIC before 8/43 with 4 G7e swapped for G7a carries 8 G7a FaT, 4 G7e FaT and 2 Falke', () => {
    const [event] = spec
      .given([])
      .when(start('VIIC', '1943-07', -4), [6])
      .thenEvents() as readonly CareerStarted[];
    const all = Object.values(event.data.torpedoes).flat();
    const count = (type: TorpedoType) => all.filter((t) => t === type).length;
    expect([count('g7aFat'), count('g7eFat'), count('falke'), all.length]).toEqual([8, 4, 2, 14]);
  });

  it('4.7.5 worked example (000 L592, 002 L512): at Penang a 9 on 2d6 loses 9 torpedoes, but 5 brought back make the loss 4', () => {
    const full = (started('IXC/40', '1944-03') as CareerStarted).data.torpedoes;
    const fiveAboard = lastReload({
      bowTubes: full.bowTubes.map(() => null),
      sternTubes: full.sternTubes.map(() => null),
      forwardReloads: [...full.forwardReloads, ...full.aftReloads].slice(0, 5),
      aftReloads: [],
    });
    const ended = patrolEnded({
      uboatType: 'IXC/40',
      date: '1944-03',
      before: earlierPatrol({ success: false, date: '1944-03', base: 'penang' }),
      atSea: [fiveAboard],
    });
    const refitted = one(refit(ended, [4, 5]).events, 'BoatRefitted');
    expect(refitted.penangShortfall).toMatchObject({ roll: { rule: '4.7.5', total: 9 }, torpedoes: 4 });
    expect(aboard(refitted.torpedoes)).toBe(
      aboard((started('IXC/40', '1944-05') as CareerStarted).data.torpedoes) - 4,
    );
  });

  it('11.2.3 worked example (000 L1684, 002 L1540): promotion rolls 12 months apart and a last one in 4/45 (from 7/43, the earliest start: 7/44, then 4/45)', () => {
    // A Kommandant in service from 7/43; each earlier patrol a month at sea and back the next, its refit a month
    // (10.11.1), or two after a hull hit (10.11.3) that the refit mends. The patrol of each step is one box home:
    // its refit follows. Waiting in port is a longer refit: a hull hit, or a port air raid (4.7.6).
    const patrol = (date: YearMonth, nextPatrol: YearMonth, hullHit = false) =>
      earlierPatrol({
        date,
        returned: addMonths(date, 1),
        nextPatrol,
        atSea: hullHit ? [hitAtSea([], 1)] : [],
        refit: hullHit ? [schnorchelRolled(false)] : [],
        base: addMonths(date, 1) >= '1944-09' ? 'norway' : 'france', // 4.7.1: France is lost from 9/44
      });
    const homeFrom = (history: readonly CareerEvent[], date: YearMonth, refitDice: DiceScript) =>
      play([...history, patrolThrough(['transit'], date)], enterNextBox, {
        ...refitDice,
        '2d6': [[2, 2], ...((refitDice as { '2d6'?: number[][] })['2d6'] ?? [])], // [E1] 4: nothing
      });
    const served = [
      started('VIIC', '1943-07'),
      ...patrol('1943-07', '1943-09'),
      ...patrol('1943-09', '1943-11'),
      ...patrol('1943-11', '1944-01'),
    ];
    // Back in 6/44, 11 months on: no roll (a schnorchel roll, 10.11.10: 6, none fitted).
    const eleven = homeFrom(
      [...served, ...patrol('1944-01', '1944-03'), ...patrol('1944-03', '1944-05')],
      '1944-05',
      {
        '1d6': [6],
      },
    );
    expect(one(eleven.events, 'BoatReturned').returned).toBe('1944-06');
    none(eleven.events, 'PromotionRolled');
    // Back in 7/44, 12 months on: the roll (5, not promoted), the next due 12 months on.
    const twelve = homeFrom(
      [...served, ...patrol('1944-01', '1944-04', true), ...patrol('1944-04', '1944-06')],
      '1944-06',
      {
        '1d6': [5, 6],
      },
    );
    expect(one(twelve.events, 'BoatReturned').returned).toBe('1944-07');
    expect(one(twelve.events, 'PromotionRolled')).toMatchObject({
      reason: 'service',
      roll: { natural: 5 },
      nextDue: '1945-07',
    });
    // Back in 11/44 to Norway: none between; a port air raid (4.7.6: 4, the boat damaged) keeps it in port to 12/44.
    const between = homeFrom([...twelve.history, ...patrol('1944-08', '1944-10')], '1944-10', {
      '2d6': [[2, 2]],
      '1d6': [6],
    });
    expect(one(between.events, 'BoatReturned').returned).toBe('1944-11');
    none(between.events, 'PromotionRolled');
    expect(one(between.events, 'RefitCompleted')).toMatchObject({ inPort: ['1944-11', '1944-12'] });
    // Back in 4/45 (an air raid: 6, none), a month in port: the final roll, however recent the last one (1: promoted).
    const last = homeFrom([...between.history, ...patrol('1945-01', '1945-03')], '1945-03', {
      '2d6': [[3, 3]],
      '1d6': [1, 6],
    });
    expect(one(last.events, 'RefitCompleted')).toMatchObject({ inPort: ['1945-04'] });
    expect(one(last.events, 'PromotionRolled')).toMatchObject({
      reason: 'final',
      roll: { rule: '11.2.3', natural: 1 },
    });
  });
});

describe('worked examples of combat (docs/worked-examples.md)', () => {
  const fastBattleship = { ...target('HMS Battleship', 35_000, 5, 'capitalShip'), fast: true };
  /** Given a capital ship sighted (a green crew), when one homing torpedo is fired from the stern tube: its shot. */
  function homingShot(torpedo: TorpedoType, range: 'close' | 'long', natural: number, green: boolean) {
    const load = { bowTubes: [], sternTubes: [torpedo], forwardReloads: [], aftReloads: [] };
    const ship = green ? fastBattleship : target('HMS Slow', 30_000, 5, 'capitalShip');
    const [career, ...patrol] = sighted({
      kind: 'capitalShip',
      ships: [ship],
      escorted: true,
      torpedoes: load,
    });
    // 11.1.4: a crew gone green at an earlier refit.
    const crew = green ? earlierPatrol({ refit: [crewBecame('trained', 'green')] }) : [];
    const approach: CareerCommand = { type: 'ChooseApproach', data: { attack: 'submerged', range } };
    const undetected = range === 'close' ? { '2d6': [[1, 1]] } : []; // 9.2.2: [E2] 2
    const approached = play([career, ...crew, ...patrol], approach, undetected);
    const faces = [Math.min(natural - 1, 6), natural - Math.min(natural - 1, 6)];
    const dice = new ScriptedDice({ '2d6': [faces], '1d6': [2, 6] }); // if it hits: [U2] 2 runs true, [U3] 6: 1 point
    const fire: CareerCommand = {
      type: 'FireTorpedoes',
      data: { shots: [{ end: 'stern', tube: 0, target: 0 }] },
    };
    const fired = spec
      .given(approached.history)
      .when(fire, dice)
      .thenEvents()
      .find((e) => e.type === 'TorpedoFired');
    return fired?.type === 'TorpedoFired' ? fired.data : null;
  }

  it.each([
    ['falke', 5],
    ['zaunkoenig', 6],
    ['zaunkoenigII', 7],
  ] as const)(
    '9.2.5 worked example (000 L1024, 002 L909): %s hits on its floor of %i whatever the modifiers, not above it; at close range it may do better',
    (torpedo, floor) => {
      // Long range hits on 6 or less; a green crew (+1) against a fast capital ship (+1) puts the floor above it.
      expect(homingShot(torpedo, 'long', floor, true)).toMatchObject({
        homingFloor: floor,
        hit: true,
        roll: { natural: floor, total: floor + 2, row: '≥7' },
      });
      expect(homingShot(torpedo, 'long', floor + 1, true)).toMatchObject({ hit: false });
      expect(homingShot(torpedo, 'close', 8, false)).toMatchObject({ hit: true, roll: { total: 8 } });
    },
  );

  it('9.2.7 worked example (000 L1044-1048, 002 L922-928): a convoy at night at medium range, two G7a FaT each at targets 1 and 3; 3 points move the large freighter up to its last box and sink the tanker', () => {
    const tons = (t: number) => sinkPointsFor(charts.U4, t);
    const ships = [
      target('Large freighter', 10_400, tons(10_400)),
      target('Small freighter', 4_200, tons(4_200), 'smallFreighter'),
      target('Tanker', 8_100, tons(8_100), 'tanker'),
      target('Small freighter', 3_100, tons(3_100), 'smallFreighter'),
    ];
    const g7a = ['g7aFat', 'g7aFat', 'g7aFat', 'g7aFat'] as const;
    const load = { bowTubes: [...g7a], sternTubes: [], forwardReloads: [], aftReloads: [] };
    const given = sighted({ kind: 'convoy', ships, escorted: true, timeOfDay: 'night', torpedoes: load });
    const mat = play(given, { type: 'ChooseApproach', data: { attack: 'submerged', range: 'medium' } }, {});
    expect(encounterOf(fold(mat.history, initialState()))).toMatchObject({
      kind: 'convoy',
      escorted: true,
      timeOfDay: 'night',
      approach: { attack: 'submerged', range: 'medium' },
      ships: [{ sinkPoints: 4 }, {}, { type: 'tanker', sinkPoints: 3 }, {}],
    });
    const shots = [0, 1, 2, 3].map((tube) => ({ end: 'bow' as const, tube, target: tube < 2 ? 0 : 2 }));
    // [U1] 2: four hits; [U2] 2: none a dud; [U3] 3 and 6: 2 + 1 points on the freighter, [U3] 2: 3 on the tanker.
    const fired = play(
      mat.history,
      { type: 'FireTorpedoes', data: { shots } },
      {
        '2d6': [
          [1, 1],
          [1, 1],
          [1, 1],
        ],
        '1d6': [2, 3, 2, 6, 2, 2],
      },
    );
    const damaged = fired.events.flatMap((e) => (e.type === 'ShipDamaged' ? [e.data] : []));
    expect(damaged).toMatchObject([
      { target: 0, points: 2, damage: 2, sinkPoints: 4 },
      { target: 0, points: 1, damage: 3, sinkPoints: 4 },
      { target: 2, points: 3, damage: 3, sinkPoints: 3 },
    ]);
    const [freighter, , tanker] = encounterOf(fold(fired.history, initialState())).ships;
    expect(freighter.sinkPoints - freighter.damage).toBe(1); // one more point sinks it
    expect(tanker.damage).toBe(tanker.sinkPoints);
    expect(fired.events.filter((e) => e.type === 'ShipSunk')).toMatchObject([{ data: { target: 2 } }]);
  });
});

describe('docs/worked-examples.md', () => {
  const SRC = join(__dirname, '../..');
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
