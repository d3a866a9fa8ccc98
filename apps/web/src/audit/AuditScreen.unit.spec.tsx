import { verifyExport } from '@periscope/audit';
import { AUDIT_VERIFIERS } from '@periscope/play';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { TextDecoder, TextEncoder } from 'node:util';
import { AuditScreen } from './AuditScreen';
import {
  bentRoll,
  career,
  cleanExport,
  lineOf,
  cleanLines,
  rolledLine,
  sunkLine,
  tamperedRoll,
  tamperedTonnage,
} from './audit.fixtures';
import type { Verify } from './run/audit-client';
import type { AuditProgress } from './run/run-audit';
import { spelled } from '../ui/words';

Object.assign(globalThis, { TextDecoder, TextEncoder });

const bytes = (text: string) => new TextEncoder().encode(text);
const decoded = (b: Uint8Array) => new TextDecoder().decode(b);

/** The worker's answer, computed here by the same code. */
const verifyHere: Verify = async (b, onProgress) => {
  onProgress({ done: 1, total: 2, stream: null });
  return { report: verifyExport(decoded(b), { verifiers: AUDIT_VERIFIERS }), milliseconds: 40 };
};

const sunk = career.events
  .filter((e) => e.type === 'ShipSunk')
  .map((e) => e.data as { name: string; tonnage: number });

function openExport(text: string, verify: Verify = verifyHere) {
  const load = jest.fn(async () => bytes(text));
  render(<AuditScreen verify={verify} load={load} search={`?career=${career.careerId}`} />);
  return load;
}

describe('the audit screen', () => {
  it('fetches the export the address names and says the clean one stands, check by check', async () => {
    const load = openExport(cleanExport);
    expect(load).toHaveBeenCalledWith('career', career.careerId);
    expect(await screen.findByRole('heading', { name: /Verified: the result stands/ })).toBeTruthy();
    const checks = screen.getByRole('table', { name: 'The four checks' });
    const rows = within(checks).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      expect.stringContaining('(a) The hash chain'),
      expect.stringContaining('(b) Every die roll'),
      expect.stringContaining('(c) The replay'),
      expect.stringContaining('(d) The published results'),
    ]);
    for (const row of rows) expect(within(row).getByText('Passed')).toBeTruthy();
    expect(screen.getByTestId('audit-speed').textContent).toMatch(/events\/s/);
  });

  it('lays the career out by patrol, each ship sunk with its name and tonnage', async () => {
    openExport(cleanExport);
    const timeline = await screen.findByRole('region', { name: /^Timeline: Bot, Type VIIC/ });
    expect(within(timeline).getByRole('heading', { name: /^Patrol 1: / })).toBeTruthy();
    for (const ship of sunk) {
      const row = within(timeline).getAllByRole('rowheader', { name: ship.name })[0].closest('tr')!;
      expect(row.textContent).toContain(`${ship.tonnage.toLocaleString('en-US')} t`);
    }
    expect(timeline.textContent).not.toMatch(/"[a-z]+":/); // no raw JSON
  });

  it('points at a changed die: its line, the rule of the roll, the faces expected and found', async () => {
    openExport(tamperedRoll());
    expect(await screen.findByRole('heading', { name: /Not verified/ })).toBeTruthy();
    const divergence = screen.getByRole('region', { name: `First divergence: line ${rolledLine}` });
    expect(within(divergence).getByText(bentRoll.rule)).toBeTruthy();
    expect(divergence.textContent).toContain(`Expected${bentRoll.faces.join(', ')}`);
    expect(divergence.textContent).toContain(`(${spelled(lineOf(cleanLines, rolledLine).event.type)})`);
    // The replay opens at the divergence.
    expect(screen.getByText(/^Event \d+ of \d+/).textContent).toContain(`line ${rolledLine}`);
  });

  it('marks the ship whose tonnage was changed (5.2.1) in the timeline, at its line', async () => {
    openExport(tamperedTonnage());
    const divergence = await screen.findByRole('region', { name: `First divergence: line ${sunkLine}` });
    expect(within(divergence).getByText('5.2.1')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: /^Timeline: / });
    const row = within(timeline)
      .getByRole('button', { name: String(sunkLine) })
      .closest('tr')!;
    expect(row.textContent).toContain('⚠ diverges');
    expect(row.textContent).toContain(`${(sunk[0].tonnage + 1000).toLocaleString('en-US')} t`);
  });

  it('shows a progress bar while the worker verifies', async () => {
    let report: (p: AuditProgress) => void = () => undefined;
    const pending: Verify = (_b, onProgress) => {
      report = onProgress;
      return new Promise(() => undefined);
    };
    openExport(cleanExport, pending);
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeTruthy());
    act(() => report({ done: 3, total: 5, stream: 'career-x' }));
    const bar = screen.getByRole('progressbar') as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([3, 5]);
    expect(screen.getByRole('status').textContent).toContain('2 of 4 streams');
  });

  it('says so when the file is no export', async () => {
    const refuse: Verify = async () => {
      throw Object.assign(new Error('line 1 is not a header'), { name: 'NotAnExportFile' });
    };
    openExport('hello', refuse);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is no periscope export: line 1 is not a header',
    );
  });

  it('fetches what the form names', async () => {
    const load = jest.fn(async () => bytes(cleanExport));
    render(<AuditScreen verify={verifyHere} load={load} search="" />);
    fireEvent.change(screen.getByRole('combobox', { name: 'What' }), { target: { value: 'game' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Id' }), { target: { value: ' g-1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fetch and verify' }));
    expect(load).toHaveBeenCalledWith('game', 'g-1');
    expect(await screen.findByRole('heading', { name: /Verified/ })).toBeTruthy();
  });
});
