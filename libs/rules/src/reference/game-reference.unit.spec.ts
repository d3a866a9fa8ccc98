import { commitment, SeededDice } from '../dice';
import { RuleViolation } from '../errors';
import {
  defaultChartPack,
  sourceRefs,
  UBOAT_TYPES,
  type Provenance,
  type UBoatType,
  type YearMonth,
} from '../charts';
import { decide, initialState, OPTION_NAMES, type CareerCommand } from '../career';
import { gameReference } from './game-reference';

const reference = gameReference();

/** Every month of the war, and a little past it. */
const MONTHS: YearMonth[] = ['1939', '1940', '1941', '1942', '1943', '1944', '1945', '1946'].flatMap((y) =>
  Array.from({ length: 12 }, (_, m) => `${y}-${String(m + 1).padStart(2, '0')}` as YearMonth),
);

const startCommand = (uboatType: UBoatType, startDate: YearMonth): CareerCommand => ({
  type: 'StartCareer',
  data: {
    uboatType,
    startDate,
    kommandant: 'Kptlt. Test',
    seedCommitment: commitment('reference'),
    playerSeed: 'player',
  },
});

/** What the rules say of a start month: allowed, or the code of the violation refusing it. */
function startVerdict(type: UBoatType, month: YearMonth): 'allowed' | string {
  const dice = new SeededDice({ serverSeed: 'reference', playerSeed: month });
  try {
    decide(initialState(), startCommand(type, month), dice, defaultChartPack);
    return 'allowed';
  } catch (error) {
    if (error instanceof RuleViolation) return error.code;
    throw error;
  }
}

describe('gameReference()', () => {
  it('is plain JSON and the same on every call', () => {
    expect(JSON.parse(JSON.stringify(reference))).toEqual(reference);
    expect(gameReference()).toEqual(reference);
  });

  it('names the chart pack it describes, as CareerStarted records it', () => {
    expect(reference.chartPack.version).toBe(defaultChartPack.version);
    expect(reference.chartPack.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  describe('options (§14, §15)', () => {
    it('has one entry per optional rule of CareerOptions, in its order', () => {
      expect(reference.options.map((o) => o.name)).toEqual(OPTION_NAMES);
    });

    it('gives each a rule, a title and a one-line description', () => {
      for (const option of reference.options) {
        expect(option.rule).toMatch(/^(\d{1,2}(\.\d{1,2})+|\[R2\])$/);
        expect(option.title.length).toBeGreaterThan(3);
        expect(option.description).toMatch(/^[A-Z][^\n]{10,119}$/);
      }
    });

    it('lists the values an option takes as StartCareer accepts them', () => {
      const values = Object.fromEntries(reference.options.map((o) => [o.name, o.values]));
      expect(values.standardTonnage).toEqual({ kind: 'boolean' });
      expect(values.evasiveManoeuvres).toMatchObject({
        choices: [{ value: 'escortRolled' }, { value: 'escortChosen' }],
      });
      const abilities = values.specialAbility.kind === 'choice' ? values.specialAbility.choices : [];
      expect(abilities.map((c) => c.value)).toEqual([
        'roll',
        ...defaultChartPack.specialAbilities.rows.map((r) => r.result.ability),
      ]);
      expect(abilities.find((c) => c.value === 'teamwork')?.detail).toBe('the crew starts Veteran');
      const cards = values.kommandantCard.kind === 'choice' ? values.kommandantCard.choices : [];
      expect(cards.map((c) => c.value)).toEqual(defaultChartPack.kommandantCards.map((c) => c.name));
      expect(cards.find((c) => c.value === 'Alfred Eick')?.detail).toBe('Expert shot, Vigilant');
      expect(values.combinedWithTheHunters).toEqual({
        kind: 'object',
        fields: { tonnage: 'wholeTons', knightsCross: 'boolean' },
      });
    });

    it('marks what a player cannot choose: the tournament switch, and the rules the engine does not play', () => {
      const by = Object.fromEntries(reference.options.map((o) => [o.name, o]));
      expect(by.wolfpackTournament.chosenBy).toBe('tournament');
      expect(reference.options.filter((o) => !o.playable).map((o) => o.name)).toEqual([
        'theHuntersEquipment',
        'theHuntersBoats',
      ]);
    });

    it('every choice offered is accepted at StartCareer (4.0)', () => {
      for (const option of reference.options) {
        if (option.values.kind !== 'choice') continue;
        for (const { value } of option.values.choices) {
          const command = startCommand('VIIC', '1943-07');
          const data = { ...command.data, options: { [option.name]: value } };
          const dice = new SeededDice({ serverSeed: 'reference', playerSeed: value });
          expect(() =>
            decide(initialState(), { ...command, data } as CareerCommand, dice, defaultChartPack),
          ).not.toThrow();
        }
      }
    });
  });

  describe('boats (4.2)', () => {
    it('has every U-boat type with its board numbers', () => {
      expect(reference.boats.map((b) => b.type)).toEqual(UBOAT_TYPES);
      const viic = reference.boats.find((b) => b.type === 'VIIC');
      expect(viic).toMatchObject({
        available: '1940-10',
        bowTubes: 4,
        sternTubes: 1,
        torpedoLoad: 14,
        deckGun: '8.8 cm',
      });
      expect(reference.boats.find((b) => b.type === 'XIV')).toMatchObject({ bowTubes: 0, cargoTorpedoes: 4 });
    });

    it.each(UBOAT_TYPES)("the %s's start months are exactly those StartCareer allows", (type) => {
      const boat = reference.boats.find((b) => b.type === type);
      const allowed = MONTHS.filter((month) => startVerdict(type, month) === 'allowed');
      expect(boat?.startMonths).toEqual(allowed.length ? { first: allowed[0], last: allowed.at(-1) } : null);
      expect(allowed).toEqual(MONTHS.filter((m) => m >= allowed[0] && m <= (allowed.at(-1) ?? '')));
    });

    it('flags as reconstructed exactly the board fields no seed states', () => {
      for (const boat of reference.boats) {
        const board = defaultChartPack.uboatBoards.boards[boat.type];
        for (const [path, provenance] of sourcedPaths(board)) {
          const refs = sourceRefs(provenance);
          const onlyReconstructed = refs.every((r) => r.startsWith('hist') || r.startsWith('designed'));
          expect([boat.type, path, boat.reconstructed.includes(path)]).toEqual([
            boat.type,
            path,
            onlyReconstructed,
          ]);
        }
      }
      const viib = reference.boats.find((b) => b.type === 'VIIB');
      expect(viib?.reconstructed).toEqual(
        expect.arrayContaining(['torpedoes.sternTubes', 'tracks.hullBoxes']),
      );
      expect(viib?.reconstructed).not.toContain('torpedoes.bowTubes'); // hist H2, confirmed by 000 L810
      expect(viib?.reconstructed).not.toContain('identity.available');
    });
  });

  describe('routes', () => {
    it('has every patrol route with its boxes', () => {
      expect(reference.routes.map((r) => r.id)).toEqual(
        defaultChartPack.patrolRoutes.routes.map((r) => r.id),
      );
      const atlantic = reference.routes.find((r) => r.id === 'VII-ATL');
      expect(atlantic?.boxes[0]).toEqual({
        code: 'T(B)',
        kind: 'transitBayOfBiscay',
        rolls: 1,
        onStation: false,
      });
      expect(atlantic?.boxes.filter((b) => b.onStation)).toHaveLength(4);
    });

    it('flags a route as reconstructed when its first source, the one that wins, is hist or designed', () => {
      for (const route of defaultChartPack.patrolRoutes.routes) {
        const [first] = sourceRefs(route.provenance);
        const flagged = first.startsWith('hist') || first.startsWith('designed');
        expect([route.id, reference.routes.find((r) => r.id === route.id)?.reconstructed]).toEqual([
          route.id,
          flagged,
        ]);
      }
      expect(reference.routes.find((r) => r.id === 'VII-ARC')?.reconstructed).toBe(false); // printed in the seed
      expect(reference.routes.find((r) => r.id === 'VII-ATL')?.reconstructed).toBe(true);
    });
  });
});

/** Every { value, provenance } under a board with its dotted path, found independently of the code under test. */
function sourcedPaths(node: unknown, at = ''): [string, Provenance][] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [];
  if ('provenance' in node && 'value' in node) return [[at, node.provenance as Provenance]];
  return Object.entries(node).flatMap(([k, v]) => sourcedPaths(v, at ? `${at}.${k}` : k));
}

describe('the reference in Spanish and Italian (docs/i18n.md)', () => {
  const english = gameReference();
  it.each(['es', 'it'] as const)(
    '%s titles every rule the English titles, and words every option',
    (language) => {
      const reference = gameReference(defaultChartPack, language);
      expect(Object.keys(reference.rules).sort()).toEqual(Object.keys(english.rules).sort());
      const same = Object.keys(english.rules).filter((rule) => reference.rules[rule] === english.rules[rule]);
      expect(same.length).toBeLessThan(10); // a few are names alike in both ("The Hunters'"…), never the table
      expect(reference.options.map((o) => o.name)).toEqual(english.options.map((o) => o.name));
      for (const [i, option] of reference.options.entries()) {
        expect(option.description).not.toBe(english.options[i].description);
        expect(option.title).not.toBe(english.options[i].title);
      }
      expect({ ...reference, rules: {}, options: [] }).toEqual({ ...english, rules: {}, options: [] });
    },
  );

  it('words the choices in the language: the escort’s direction (14.8), the abilities (14.15)', () => {
    const spanish = gameReference(defaultChartPack, 'es');
    const evasive = spanish.options.find((o) => o.name === 'evasiveManoeuvres')?.values;
    expect(evasive).toMatchObject({
      kind: 'choice',
      choices: [
        { value: 'escortRolled', label: 'La dirección de la escolta se tira' },
        { value: 'escortChosen' },
      ],
    });
    const abilities = gameReference(defaultChartPack, 'it').options.find(
      (o) => o.name === 'specialAbility',
    )?.values;
    const [roll, lucky] = abilities?.kind === 'choice' ? abilities.choices : [];
    expect([roll?.label, lucky?.label]).toEqual(['Tira 1d20 all’inizio', 'Fortunato']);
    expect(spanish.rules['9.6.9']).toBe('La tirada de detección de escolta');
  });

  it.each(['es', 'it'] as const)('in %s, words what each special ability does (14.15)', (language) => {
    const abilities = (lang: 'en' | 'es' | 'it') => {
      const values = gameReference(defaultChartPack, lang).options.find(
        (o) => o.name === 'specialAbility',
      )?.values;
      return values?.kind === 'choice' ? values.choices.filter((c) => c.value !== 'roll') : [];
    };
    const english = abilities('en');
    expect(english.map((c) => c.detail)).toEqual(
      defaultChartPack.specialAbilities.rows.map((r) => r.result.effect),
    );
    const own = abilities(language);
    expect(own.map((c) => c.value)).toEqual(english.map((c) => c.value));
    for (const [i, choice] of own.entries()) {
      expect(choice.detail).toEqual(expect.any(String));
      expect(choice.detail).not.toBe(english[i].detail);
    }
    const teamwork = own.find((c) => c.value === 'teamwork')?.detail;
    expect(teamwork).toBe(
      { es: 'la tripulación empieza como Veterana', it: 'l’equipaggio inizia Veterano' }[language],
    );
  });
});
