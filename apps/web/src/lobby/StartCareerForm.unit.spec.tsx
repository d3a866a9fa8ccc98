import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { secretWeakness } from '@periscope/rules/dice/entropy';
import type { GameReference } from '../reference/reference';
import { reference } from '../reference/reference';
import { StartCareerForm } from './StartCareerForm';

// L-8: the server refuses a guessable player seed; the form says so before sending, and draws a strong one itself.

/** The bodies POSTed to /api/careers; the server answers each with a new career. */
const sent: Record<string, unknown>[] = [];
beforeEach(() => {
  sent.length = 0;
  reference.value = {
    boats: [{ type: 'VIIC', startMonths: { first: '1939-09', last: '1945-05' } }],
  } as unknown as GameReference;
  globalThis.fetch = jest.fn(async (_url: string, init: RequestInit = {}) => {
    sent.push(JSON.parse(String(init.body)));
    const body = { careerId: '00000000-0000-4000-8000-000000000001', seatToken: 't'.repeat(43) };
    return {
      ok: true,
      status: 201,
      statusText: 'Created',
      headers: { get: () => null },
      text: async () => JSON.stringify(body),
    };
  }) as unknown as typeof fetch;
});

const seedField = () => screen.getByLabelText(/^Player seed/) as HTMLInputElement;
const start = () => fireEvent.submit(screen.getByRole('button', { name: 'Start the career' }));

describe('StartCareerForm: the player seed', () => {
  it('left empty, sends a seed this browser drew, one the server accepts', async () => {
    render(<StartCareerForm />);
    fireEvent.input(screen.getByLabelText('Kommandant'), { target: { value: 'Kptlt. Weber' } });
    start();
    await waitFor(() => expect(sent).toHaveLength(1));
    const seed = sent[0].playerSeed as string;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(secretWeakness(seed)).toBeNull();
  });

  it('refuses a guessable seed before sending it, saying why', async () => {
    render(<StartCareerForm />);
    fireEvent.input(screen.getByLabelText('Kommandant'), { target: { value: 'Kptlt. Weber' } });
    fireEvent.input(seedField(), { target: { value: '0'.repeat(32) } });
    expect(seedField().getAttribute('aria-invalid')).toBe('true');
    start();
    expect((await screen.findByRole('alert')).textContent).toMatch(/too few different characters/);
    expect(sent).toHaveLength(0);
  });

  it('draws a seed into the field on request, and sends the one shown', async () => {
    render(<StartCareerForm />);
    fireEvent.input(screen.getByLabelText('Kommandant'), { target: { value: 'Kptlt. Weber' } });
    fireEvent.click(screen.getByRole('button', { name: 'Draw a seed' }));
    const shown = seedField().value;
    expect(secretWeakness(shown)).toBeNull();
    start();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].playerSeed).toBe(shown);
  });
});

describe('StartCareerForm: the game', () => {
  it("starts The Hunted as before: no campaign sent, the Kommandant's optional rules offered", async () => {
    render(<StartCareerForm />);
    expect((screen.getByRole('radio', { name: 'The Hunted' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.input(screen.getByLabelText('Kommandant'), { target: { value: 'Kptlt. Weber' } });
    start();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('campaign');
    expect(sent[0]).toMatchObject({ uboatType: 'VIIC', startDate: '1943-07' });
  });

  it('chosen, Beneath the Med offers its classes from their first month, the Comandante, and sends its campaign', async () => {
    render(<StartCareerForm />);
    fireEvent.click(screen.getByRole('radio', { name: /Beneath the Med/ }));
    expect(screen.getByText(/Played by its rules to the career's end, on designed charts/)).toBeTruthy();
    const classes = screen.getByLabelText(/^Submarine class \(4.2.1\)/) as HTMLSelectElement;
    expect([...classes.options].map((o) => o.value)).toEqual([
      ...['Adua', 'Acciaio', 'Brin', 'Cagni', 'Calvi', 'Flutto'],
      ...['Foca', 'Glauco', 'Liuzzi', 'Marcello', 'Marconi', 'Perla'],
    ]);
    expect(screen.queryByText('Optional rules (§14)')).toBeNull();
    fireEvent.change(classes, { target: { value: 'Flutto' } }); // 4.2.1: in service from 1/43
    expect((screen.getByLabelText(/^First patrol/) as HTMLInputElement).value).toBe('1943-01');
    expect(screen.getByText('Base: the Mediterranean (6.6).')).toBeTruthy();
    fireEvent.change(classes, { target: { value: 'Calvi' } });
    expect(screen.getByText(/1d10 decides between BETASOM/)).toBeTruthy();
    fireEvent.input(screen.getByLabelText(/^G7e torpedoes asked for \(4.5\)/), { target: { value: '3' } });
    fireEvent.input(screen.getByLabelText('Comandante'), { target: { value: 'C.C. Longanesi' } });
    start();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      campaign: 'beneath-the-med',
      uboatType: 'Calvi',
      startDate: '1943-01',
      kommandant: 'C.C. Longanesi',
      torpedoSwaps: 3,
    });
    expect(sent[0]).not.toHaveProperty('options');
  });

  it('§11: Beneath the Med offers its own optional rules, by their rule numbers, and sends those switched on (11.3 solo)', async () => {
    render(<StartCareerForm />);
    fireEvent.click(screen.getByRole('radio', { name: /Beneath the Med/ }));
    expect(screen.getByText('Optional rules (§11)', { exact: false })).toBeTruthy();
    expect(screen.queryByText('Optional rules (§14)', { exact: false })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /Standard tonnage/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Evasive manoeuvres/ }));
    expect(screen.getByRole('switch', { name: /Variable escort quality/ })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Variable aircraft quality/ })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Comandante'), { target: { value: 'C.C. Longanesi' } });
    start();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].options).toEqual({ standardTonnage: true, evasiveManoeuvres: 'escortRolled' });
  });

  it('11.6-11.8: offers the variable generic escort and the novice start; 11.7 switched on, the boat is named from its class’s boats', async () => {
    render(<StartCareerForm />);
    fireEvent.click(screen.getByRole('radio', { name: /Beneath the Med/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Variable generic escort/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Novice start/ }));
    expect(screen.queryByLabelText(/^The boat's name \(11.7\)/)).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /Historical submarine names/ }));
    const names = screen.getByLabelText(/^The boat's name \(11.7\)/) as HTMLSelectElement;
    expect([...names.options].map((o) => o.value)).toContain('Iride'); // a Perla, the form's class
    fireEvent.change(names, { target: { value: 'Iride' } });
    fireEvent.input(screen.getByLabelText('Comandante'), { target: { value: 'C.C. Longanesi' } });
    start();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      uboatType: 'Perla',
      uboatId: 'Iride',
      options: { variableGenericEscort: true, noviceCrew: true, historicalUBoatIds: true },
    });
  });

  it('offers no G7e before 1942 nor to a Cagni (4.5 step 3)', () => {
    render(<StartCareerForm />);
    fireEvent.click(screen.getByRole('radio', { name: /Beneath the Med/ }));
    expect(screen.queryByLabelText(/^G7e/)).not.toBeNull(); // a Perla of 6/42
    fireEvent.change(screen.getByLabelText(/^Submarine class/), { target: { value: 'Cagni' } });
    expect(screen.queryByLabelText(/^G7e/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Submarine class/), { target: { value: 'Perla' } });
    fireEvent.input(screen.getByLabelText(/^First patrol/), { target: { value: '1941-06' } });
    expect(screen.queryByLabelText(/^G7e/)).toBeNull();
  });
});
