import { render, screen, within } from '@testing-library/preact';
import type { MedCareer } from '@periscope/rules/career/model/med';
import { switchLanguage } from '../../i18n/i18n';
import { aduaOf1940, perlaInPort, type MedPlay } from './med.fixtures';
import { MedStatusBoard } from './MedStatusBoard';

const board = (play: MedPlay) =>
  render(<MedStatusBoard career={play.state.career as unknown as MedCareer} />);
const section = (name: string | RegExp) => screen.getByRole('region', { name });
const texts = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const badged = (region: HTMLElement, what: string) =>
  within(region).queryByLabelText(`reconstructed ${what}`) !== null;

describe("a Beneath the Med career's status board (4.4-4.6)", () => {
  afterEach(() => switchLanguage('en'));

  it("draws the Perla's tubes and reload boxes as its start loaded them, the historical and designed values badged", () => {
    board(perlaInPort());
    screen.getByRole('article', { name: 'Status board: Perla-class submarine of the Regia Marina' });
    const torpedoes = section(/Torpedoes/);
    const tubes = Array.from({ length: 6 }, (_, i) => `Tube ${i + 1}: W270 (53.3 cm)`); // 4 bow, 2 stern
    expect(texts(torpedoes)).toEqual(tubes);
    within(torpedoes).getByText('4 × W270 (53.3 cm)');
    within(torpedoes).getByText('2 × W270 (53.3 cm)');
    expect(badged(torpedoes, 'bow tubes')).toBe(true); // hist H1
    expect(badged(torpedoes, 'forward reloads')).toBe(true); // designed D1
  });

  it("marks no badge on the Adua's tubes, which the rule text prints (004 L1635-1638), and says its tower is not rebuilt", () => {
    board(aduaOf1940());
    const torpedoes = section(/Torpedoes/);
    expect(badged(torpedoes, 'bow tubes')).toBe(false);
    expect(badged(torpedoes, 'aft reloads')).toBe(true);
    within(section('Conning tower')).getByText(/Not rebuilt yet: −1 on the crash dive \[A4\]/);
  });

  it('counts its deck gun and ammunition (the allowance designed), and says what the chart pack does not hold', () => {
    board(perlaInPort());
    const guns = section('Guns');
    within(guns).getByText('1');
    within(guns).getByText('8 ammunition points');
    expect(badged(guns, 'ammunition allowance')).toBe(true); // designed D2
    within(guns).getByText('2'); // 7.3.4: two twin 13.2 mm AA mounts
    expect(badged(guns, 'Twin 13.2 mm AA mounts')).toBe(true); // designed D18
    within(guns).getByText(/hull and flooding tracks of this board are not/);
    within(section('Conning tower')).getByText(/^Rebuilt/); // a career of 6/42 never needs it (7.5.9.3)
  });

  it("names the crew's posts and rating in the Italian edition's words", async () => {
    await switchLanguage('it');
    board(perlaInPort());
    screen.getByRole('article', { name: 'Plancia di stato: Sommergibile classe Perla della Regia Marina' });
    const crew = section(/Equipaggio/);
    expect(texts(crew)).toEqual([
      'Comandante: Abile',
      'Secondo (ufficiale in seconda): Abile',
      'Ufficiale alle Armi: Abile',
      'Medico di bordo: Abile',
      'Direttore di Macchina: Abile',
      ...Array(4).fill('Equipaggio generico: Abile'), // Q-BTM-B8-GENERIC
    ]);
    within(crew).getByText('Addestrato');
    screen.getByText('Capitano di Corvetta T.V. Prova · giugno 1942 · base: il Mediterraneo');
  });

  it("shows each post's wound and, every generic crewman out, the crash dive's −1 (7.5.6)", () => {
    const play = perlaInPort();
    const career = play.state.career as unknown as MedCareer;
    const wounds = {
      ...career.wounds,
      secondo: 'severelyWounded' as const,
      generic: ['killed', 'severelyWounded', 'severelyWounded', 'killed'] as const,
    };
    render(<MedStatusBoard career={{ ...career, wounds }} />);
    const crew = section(/Crew/);
    expect(texts(crew)).toContain('Secondo (executive officer): SW');
    expect(texts(crew).filter((t) => t === 'Generic crew: KIA')).toHaveLength(2);
    within(crew).getByText(/Every generic crewman is SW or KIA/);
  });

  it('7.8.9, 8.3, 4.5: lists the medals held with what each does, the "New Sub" markers, the G7e aboard and a damaged gun', async () => {
    const career = perlaInPort().state.career as unknown as MedCareer;
    const held: MedCareer = {
      ...career,
      awards: { goldMedal: 1, warCross: 1 },
      service: { ...career.service, newSubMarkers: 1 },
      torpedoes: { ...career.torpedoes, bowReloads: ['G7e', 'G7e', ...career.torpedoes.bowReloads.slice(2)] },
    };
    render(<MedStatusBoard career={held} damaged={['deckGun']} />);
    const decorations = section('Decorations rule 7.8');
    expect(texts(decorations)).toEqual([
      "Gold Medal for Military Valour: −1 on the escorts' detection [B3]; no +1 on the second salvo; one failed patrol turned into a success, once",
      'War Cross for Military Valour: no effect in the game',
    ]);
    within(decorations).getByText(/"New Sub" markers: 1/);
    within(section(/Electric torpedoes/)).getByText('2 aboard');
    within(section('Guns')).getByText(/1 \(damaged\)/);
    await switchLanguage('es');
    within(section(/^Condecoraciones/)).getByText(/Marcadores de "Nuevo Sub": 1/);
  });
});
