import {
  commitment,
  initialState,
  seededRoll,
  type CareerEvent,
  type CareerState,
  type Decision,
  type RecordedRoll,
} from '@periscope/rules';
import { auditCareerLog, type CareerLogFile } from './career-log';
import { askParameters, menuOf } from './menu';
import { pipedIO } from './play.test-support';
import { PLAY_WORDS } from './play-words';
import { describeCommand, describeEvent, describeRoll } from './render';
import { Terminal } from './terminal';

const roll = (nonce: number, change: Partial<RecordedRoll> = {}): RecordedRoll => ({
  purpose: 'torpedo at Novasli',
  rule: '9.2.3',
  modifiers: [],
  dice: '2d6',
  nonce,
  faces: [6, 5],
  natural: 11,
  total: 11,
  ...change,
});
const plain = (_: string, text: string) => text;
const ship = (name: string) => ({
  type: 'smallFreighter',
  name,
  tonnage: 3200,
  sinkPoints: 2,
  damage: 0,
  fast: false,
});
const inEncounter = {
  ...initialState(),
  encounter: { ships: [ship('Novasli'), ship('Watuka')] },
} as unknown as CareerState;

describe('the game in words', () => {
  it('reads a roll: nonce, purpose, rule, dice and faces, each modifier with its rule, total, chart row', () => {
    const modifiers = [
      { id: 'night', value: -1, rule: '9.4.2' },
      { id: 'kc', value: 2, rule: '11.3.6' },
    ];
    expect(describeRoll(roll(15, { modifiers, total: 12, chart: 'U1 close', row: '≥9' }))).toBe(
      'dice #15  Torpedo at Novasli (9.2.3): 2d6 [6 5] = 11 · night -1 (9.4.2) · kc +2 (11.3.6) → 12 · U1 close, row ≥9',
    );
    expect(describeRoll(roll(3))).toBe('dice #3  Torpedo at Novasli (9.2.3): 2d6 [6 5] = 11');
  });

  it('reads a roll’s purpose in the player’s language, and leaves out one the catalogues do not know', () => {
    expect(describeRoll(roll(3), PLAY_WORDS.es)).toBe(
      'dados #3  Torpedo contra Novasli (9.2.3): 2d6 [6 5] = 11',
    );
    expect(describeRoll(roll(3), PLAY_WORDS.it)).toBe(
      'dadi #3  Siluro contro Novasli (9.2.3): 2d6 [6 5] = 11',
    );
    expect(describeRoll(roll(3, { purpose: 'a purpose no catalogue has' }), PLAY_WORDS.it)).toBe(
      'dadi #3  (9.2.3): 2d6 [6 5] = 11',
    );
  });

  it('reads an event: its fields without the empty ones, ships by name, then every roll wherever it is kept', () => {
    const event = {
      type: 'ShipsIdentified',
      data: {
        escorted: true,
        none: null,
        list: [],
        ships: [{ ...ship('Novasli'), rolls: [roll(5), roll(6)] }],
      },
    } as unknown as CareerEvent;
    expect(describeEvent(event, plain)).toEqual([
      'Ships identified',
      '    ShipsIdentified  escorted true · ships [Novasli (smallFreighter, 3,200 t)]',
      `    ${describeRoll(roll(5))}`,
      `    ${describeRoll(roll(6))}`,
    ]);
  });

  it('reads an event in a sentence of the player’s language, the headline where the rules have one', () => {
    const sunk = { type: 'ShipSunk', data: { name: 'Novasli', tonnage: 3200 } } as unknown as CareerEvent;
    expect(describeEvent(sunk, plain, PLAY_WORDS.es)[0]).toBe('Novasli hundido — 3200 t');
    expect(describeEvent(sunk, plain, PLAY_WORDS.it)[0]).toBe('Novasli affondata — 3200 t');
    const identified = { type: 'ShipsIdentified', data: { ships: [] } } as unknown as CareerEvent;
    expect(describeEvent(identified, plain, PLAY_WORDS.es)).toEqual(['Barcos identificados']);
    expect(describeEvent(identified, plain, PLAY_WORDS.it)).toEqual(['Navi identificate']);
  });

  it('names target columns after their ships', () => {
    const salvo = { type: 'FireTorpedoes', data: { shots: [{ end: 'bow', tube: 0, target: 1 }] } } as const;
    expect(describeCommand(salvo, inEncounter)).toBe('FireTorpedoes  shots bow tube 0 → 1 Watuka');
    expect(describeCommand({ type: 'FireDeckGun', data: { targets: [0, 0] } }, inEncounter)).toBe(
      'FireDeckGun  targets 0 Novasli, 0 Novasli',
    );
  });
});

describe('the menu', () => {
  const decision: Decision = {
    step: { kind: 'firing' },
    commands: [
      {
        type: 'FireDeckGun',
        parameters: { targets: 'see choices' },
        choices: [
          { type: 'FireDeckGun', data: { targets: [0] } },
          { type: 'FireDeckGun', data: { targets: [1] } },
        ],
      },
      { type: 'EnterNextBox', parameters: { posture: ['surfaced'], deployKite: [false] } },
      { type: 'EvadeEscorts', parameters: { exceedTestDepth: [false, true], bold: [false, true] } },
      { type: 'Follow', parameters: { timeOfDay: [undefined, 'night'] } },
    ],
  };

  it('lists each ready-made choice, sends one-valued parameters as they are, asks the others', () => {
    const items = menuOf(decision, inEncounter);
    expect(items.map((i) => i.label)).toEqual([
      'FireDeckGun  targets 0 Novasli',
      'FireDeckGun  targets 1 Watuka',
      'EnterNextBox  posture surfaced  deployKite false',
      'EvadeEscorts  (choose exceedTestDepth, bold)',
      'Follow  (choose timeOfDay)',
    ]);
    expect(items[2].command).toEqual({
      type: 'EnterNextBox',
      data: { posture: 'surfaced', deployKite: false },
    });
    expect(items[3].command).toBeNull();
  });

  it('asks each parameter from its values, by number or by name; a left-out value is not sent', async () => {
    const { io, text } = pipedIO(['3', '2', 'false', '1']);
    const terminal = new Terminal(io, false);
    expect(await askParameters(terminal, decision.commands[2])).toEqual({
      type: 'EvadeEscorts',
      data: { exceedTestDepth: true, bold: false },
    });
    expect(await askParameters(terminal, decision.commands[3])).toEqual({ type: 'Follow', data: {} });
    expect(await askParameters(terminal, decision.commands[3])).toBeNull(); // the input ended
    terminal.close();
    expect(text()).toContain('exceedTestDepth: 1) false   2) true');
    expect(text()).toContain('Not a choice: 3; answer 1-2.');
    expect(text()).toContain('timeOfDay: 1) (leave out)   2) night');
  });
});

describe('the menu in Spanish (docs/i18n.md "The command line")', () => {
  const decision: Decision = {
    step: { kind: 'firing' },
    commands: [
      {
        type: 'FireDeckGun',
        parameters: { targets: 'see choices' },
        choices: [{ type: 'FireDeckGun', data: { targets: [0, 1] } }],
      },
      { type: 'EnterNextBox', parameters: { posture: ['surfaced'], deployKite: [true] } },
      { type: 'EvadeEscorts', parameters: { exceedTestDepth: [false, true], bold: [false, true] } },
      { type: 'Follow', parameters: { timeOfDay: [undefined, 'night'] } },
    ],
  } as Decision;

  it('words each entry as the web’s buttons do, and names the parameters it asks', () => {
    expect(menuOf(decision, inEncounter, PLAY_WORDS.es).map((i) => i.label)).toEqual([
      'Disparar el cañón de cubierta contra Novasli y Watuka (2 puntos)',
      'Entrar en superficie en la siguiente casilla (8.1), con el autogiro desplegado (8.2.2)',
      'Evadir a las escoltas (9.6.4, 9.6.7)  (elige Superar la profundidad de prueba (9.6.4), Soltar un señuelo BOLD (9.6.7))',
      'Seguir (9.7)  (elige Atacar de (9.7.5))',
    ]);
  });

  it('asks each parameter by its name, its values in words', async () => {
    const { io, text } = pipedIO(['2', '1', '2']);
    const terminal = new Terminal(io, false, PLAY_WORDS.es);
    expect(await askParameters(terminal, decision.commands[2])).toEqual({
      type: 'EvadeEscorts',
      data: { exceedTestDepth: true, bold: false },
    });
    expect(await askParameters(terminal, decision.commands[3])).toEqual({
      type: 'Follow',
      data: { timeOfDay: 'night' },
    });
    terminal.close();
    expect(text()).toContain('Superar la profundidad de prueba (9.6.4): 1) No   2) Sí');
    expect(text()).toContain('Atacar de (9.7.5): 1) (omitir)   2) Noche');
  });
});

describe('the audit of a saved career', () => {
  const seeds = { serverSeed: 'x', playerSeed: 'y' };
  const fair = (nonce: number): RecordedRoll => {
    const { faces, value } = seededRoll(seeds, '2d6', nonce);
    return roll(nonce, { faces, natural: value, total: value });
  };
  const file = (rolls: RecordedRoll[], seedCommitment = commitment('x')): CareerLogFile => ({
    header: { format: 'periscope-career-log', version: 1, ...seeds, seedCommitment },
    lines: rolls.map((r, seq) => ({
      seq,
      commandSeq: seq,
      command: { type: 'AssignPatrol', data: {} },
      event: { type: 'PatrolAssigned', data: { roll: r } } as unknown as CareerEvent,
      nonces: [r.nonce],
      nextNonce: r.nonce + 1,
    })),
  });

  it('recomputes every roll from the seeds in the header', () => {
    expect(auditCareerLog(file([fair(0), fair(1)]))).toEqual({ rolls: 2, problems: [], gaps: [] });
  });

  it('flags faces the seeds do not give, another commitment, and a nonce skipped', () => {
    const changed = { ...fair(1), faces: [(fair(1).faces[0] % 6) + 1, fair(1).faces[1]] };
    expect(auditCareerLog(file([fair(0), changed])).problems).toEqual([
      expect.stringMatching(/^nonce 1 \(2d6\): faces \[\d,\d\] stored, \[\d,\d\] recomputed$/),
    ]);
    expect(auditCareerLog(file([fair(0)], commitment('z'))).problems).toEqual([
      'the header seedCommitment is not sha256(serverSeed)',
    ]);
    expect(auditCareerLog(file([fair(0), fair(2)])).gaps).toEqual(['roll #1 has nonce 2, expected 1']);
  });
});
