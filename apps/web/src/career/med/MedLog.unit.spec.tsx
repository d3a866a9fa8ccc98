import { render, screen, within } from '@testing-library/preact';
import { switchLanguage } from '../../i18n/i18n';
import { perlaMeetsAircraft, perlaMeetsBattleship, perlaMeetsConvoy, type MedPlay } from './med.fixtures';
import { MedLog } from './MedLog';

const log = (play: MedPlay) => render(<MedLog events={play.events} />);
const entries = () =>
  within(screen.getByRole('region', { name: /Log of the career|Giornale|Diario/ })).getAllByRole('listitem');
const told = (li: HTMLElement) => li.querySelector('.med-log__told')?.textContent;

describe("a Beneath the Med career's log", () => {
  afterEach(() => switchLanguage('en'));

  it('tells each event in order, each roll with its total, outcome, chart row and rule', () => {
    log(perlaMeetsConvoy());
    const events = screen.getAllByRole('listitem').filter((li) => li.classList.contains('med-log__event'));
    expect(events.map(told)).toEqual([
      'Career started',
      expect.stringMatching(/^Patrol 1 assigned: Central Mediterranean, 1 month$/),
      'Into box 1: Transit',
      'Encounter: No contact',
      'Into box 2: Transit',
      'Encounter: No contact',
      'Into box 3: Central Mediterranean',
      'Encounter: Convoy',
      expect.stringMatching(/^3 ships identified, with an escort/),
      'The attack is made by day (7.1.10)',
    ]);
    const assignment = within(events[1]).getByRole('list', { name: 'Its rolls' });
    expect(assignment.textContent).toMatch(/: 7.*\(.*6\.2\.1.*\).*\[A1a\]/);
    const convoy = within(events[7]).getByRole('list', { name: 'Its rolls' });
    expect(convoy.textContent).toMatch(
      /Encounter: Central Mediterranean: 8, convoy.*6\.1.*\[A3\] Central Mediterranean, row 8/,
    );
  });

  it('lists the ships identified with their type and tonnage, the lists named by type, not by chart text', () => {
    log(perlaMeetsConvoy());
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Large freighter, list T2 no. 4', 'Large freighter', '7,100 t'],
      ['Small freighter, list T1 no. 3', 'Small freighter', '1,700 t'],
      ['Tanker, list T3 no. 9', 'Tanker', '10,000 t'],
    ]);
    const ships = entries().find((li) => li.dataset.type === 'ShipsIdentified') as HTMLElement;
    expect(within(ships).getAllByRole('listitem')).toHaveLength(6); // each ship's size and identity (7.1.6, 8.3.2)
  });

  it('names a battleship of [T4] by its class, in Italian', async () => {
    await switchLanguage('it');
    log(perlaMeetsBattleship());
    within(screen.getByRole('table')).getByRole('rowheader', { name: 'Corazzata classe Queen Elizabeth' });
    screen.getByText('Incontro: Nave maggiore'); // a capital ship, not a warship of [T5] (Nave da guerra)
  });

  it('tells the aircraft met and the air attack its failed crash dive brings (7.3.1), in Spanish', async () => {
    await switchLanguage('es');
    log(perlaMeetsAircraft());
    const aircraft = entries().find((li) => li.dataset.type === 'AircraftEncountered') as HTMLElement;
    expect(told(aircraft)).toBe('Avión: le sigue un ataque aéreo');
    expect(within(aircraft).getByRole('list').textContent).toMatch(/: 3.*7\.3\.1.*\[A4\]/);
  });
});

describe("a Beneath the Med career's log: the aircraft's attacks (7.3.3)", () => {
  afterEach(() => switchLanguage('en'));

  /** The events after a failed crash dive: the AA missed, one attack with one hit, then the shadowing roll. */
  const attackAndShadow = (): MedPlay['events'] => {
    const before = perlaMeetsAircraft().events;
    const at = before.length;
    const roll = { kind: '2d6', faces: [3, 4], natural: 7, total: 7, modifiers: [], rule: '7.3.3' };
    const more = [
      { type: 'FlakFired', data: { rule: '7.3.4', gunsWorking: 2, rolls: [], result: 'missed' } },
      {
        type: 'AircraftAttacked',
        data: {
          rule: '7.3.3',
          attack: 1,
          weapon: 'normal',
          surfaced: true,
          targetRoll: null,
          bombsRoll: null,
        },
      },
      {
        type: 'AdditionalRoundRolled',
        data: { rule: '7.3.3', roll, result: 'escort', aircraft: false, escortArrives: true },
      },
    ];
    const attack = more[1].data as Record<string, unknown>;
    Object.assign(attack, { roll: null, hits: 2, sunk: false, automaticCrewInjury: true });
    return [
      ...before,
      ...more.map((e, i) => ({ ...before[at - 1], ...e, revision: before[at - 1].revision + i + 1 })),
    ] as MedPlay['events'];
  };

  it('says each attack on [B4] with its hits and the strafing, and what the shadowing aircraft brought; in Spanish too', async () => {
    render(<MedLog events={attackAndShadow()} />);
    const said = entries()
      .filter((li) => li.classList.contains('med-log__event'))
      .map(told);
    expect(said.slice(-2)).toEqual([
      'Air attack 1 on [B4]: 2 hits; strafed, a crew injury follows',
      'Shadowing aircraft, [A3] extra combat round: an escort comes',
    ]);
    await switchLanguage('es');
    const es = entries()
      .filter((li) => li.classList.contains('med-log__event'))
      .map(told);
    expect(es.at(-1)).toBe(
      'El avión sigue al submarino, ronda adicional de combate de [A3]: llega un escolta',
    );
  });
});
