import { rehash, tamper, text, lineWhere } from '@periscope/audit/audit.fixtures';
import { verifyExport } from '@periscope/audit';
import { AUDIT_VERIFIERS } from '@periscope/play';
import { exportGame, gameResult, playGame, recordGame } from '@periscope/play/duel';
import { POLICIES } from '@periscope/rules';
import { configure, fireEvent, render, screen, within } from '@testing-library/preact';
import { TextDecoder, TextEncoder } from 'node:util';
import { reference, type GameReference } from '../reference/reference';
import { AuditScreen } from './AuditScreen';
import type { Verify } from './run/audit-client';

// The audit of a Beneath the Med two-player game in its own words: its Comandanti, its class, and its 10.1, never
// The Hunted's Kommandant, U-boat type or 13.1.x (whose 10.1 is another rule).

Object.assign(globalThis, { TextDecoder, TextEncoder });
configure({ asyncUtilTimeout: 5000 }); // a loaded 2-core machine renders slowly

const SERVER_SEED = 'web-audit-med-game';
const played = playGame(
  [
    { seat: 'a', policy: POLICIES.aggressive, seed: 'med-a', secret: 'med-secret-a' },
    { seat: 'b', policy: POLICIES.cautious, seed: 'med-b', secret: 'med-secret-b' },
  ],
  {
    serverSeed: SERVER_SEED,
    terms: { campaign: 'beneath-the-med', uboatType: 'Marcello', startDate: '1940-06', endDate: '1941-06' },
  },
);
const recorded = recordGame(played.commands, SERVER_SEED);
const lines = exportGame({
  gameId: 'g-med',
  events: recorded,
  seeds: { serverSeed: SERVER_SEED, playerSeed: played.state.playerSeed as string },
  published: { ...gameResult(recorded) },
});
/** The same export, its GameEnded's tonnage forged and the chain rehashed. */
const forged = text(
  rehash(
    tamper(
      lines,
      lineWhere(lines, (e) => e.type === 'GameEnded'),
      (e) => ({ ...e, data: { ...(e.data as object), tonnage: { a: 99_999, b: 0 } } }),
    ),
  ),
);

const verifyHere: Verify = async (b) => ({
  report: verifyExport(new TextDecoder().decode(b), { verifiers: AUDIT_VERIFIERS }),
  milliseconds: 40,
});

async function open(exported: string) {
  const load = jest.fn(async () => new TextEncoder().encode(exported));
  render(<AuditScreen verify={verifyHere} load={load} search="?game=g-med" />);
  await screen.findByRole('heading', { name: /^(Verified: the result stands|Not verified)/ });
}

describe('the audit of a Beneath the Med two-player game (10.1)', () => {
  beforeEach(() => (reference.value = { rules: { '10.1': 'A Hunted rule' } } as unknown as GameReference));
  afterEach(() => (reference.value = null));

  it('names its Comandanti and cites its 10.1 for the result, never a Kommandant or The Hunted’s 10.1', async () => {
    expect(played.stopped).toBe('over');
    await open(text(lines));
    const result = screen.getByRole('region', { name: /^The result: / });
    within(result).getByRole('columnheader', { name: 'Comandante' });
    within(result).getByLabelText('rule 10.1');
    expect(result.textContent).not.toMatch(/Kommandant|13\.1/);
    expect(document.body.textContent).not.toMatch(/A Hunted rule/);
  });

  it('replays its creation with its class and its 10.1', async () => {
    await open(text(lines));
    expect(screen.getByText(/^Event \d+ of \d+/).textContent).toMatch(
      /^Event 1 of \d+ · line 2 · Game created: Bot a, Marcello-class submarine from June 1940 to June 1941 10\.1$/,
    );
    const replay = screen.getByRole('region', { name: 'Replay' });
    expect(
      within(replay).getAllByText('The careers start once both dice seeds are revealed (10.1).'),
    ).toHaveLength(2);
  });

  it('replays each seat on its own status board, its career events in its words (10.1)', async () => {
    await open(text(lines));
    fireEvent.click(screen.getByRole('button', { name: 'Last event' }));
    const replay = screen.getByRole('region', { name: 'Replay' });
    expect(
      within(replay).getAllByRole('article', { name: /^Status board: Marcello-class submarine/ }),
    ).toHaveLength(2);
    expect(within(replay).queryByRole('article', { name: /U-boat board/ })).toBeNull();
    expect(replay.textContent).not.toMatch(/U-boat/);
    const hit = lineWhere(
      lines,
      (e) => e.type === 'CareerAdvanced' && JSON.stringify(e.data).includes('"UBoatHit"'),
    );
    fireEvent.input(within(replay).getByRole('slider', { name: 'Event' }), {
      target: { value: String(hit - 2) },
    });
    const decided = within(replay).getByRole('list', { name: 'What the command decided' });
    within(decided).getAllByText('Submarine hit');
    expect(decided.textContent).not.toMatch(/U-boat/);
  });

  it('points at a forged result by its 10.1, with no title of The Hunted’s', async () => {
    await open(forged);
    const divergence = screen.getByRole('heading', { name: /^First divergence: line/ }).closest('section')!;
    within(divergence).getByLabelText('rule 10.1');
    expect(divergence.textContent).not.toMatch(/A Hunted rule|13\.1/);
  });
});
