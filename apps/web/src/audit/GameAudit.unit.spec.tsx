import { verifyExport } from '@periscope/audit';
import { AUDIT_VERIFIERS } from '@periscope/play';
import { isOpponentRoll, type GameEvent } from '@periscope/play/duel';
import { rollsIn } from '@periscope/rules';
import { configure, fireEvent, render, screen, within } from '@testing-library/preact';
import { TextDecoder, TextEncoder } from 'node:util';
import { AuditScreen } from './AuditScreen';
import { auditedGame, heavierSinking, sinkingLine } from './game.fixtures';
import type { Verify } from './run/audit-client';

Object.assign(globalThis, { TextDecoder, TextEncoder });
configure({ asyncUtilTimeout: 5000 }); // a loaded 2-core machine renders slowly

const game = auditedGame();
const verifyHere: Verify = async (b) => ({
  report: verifyExport(new TextDecoder().decode(b), { verifiers: AUDIT_VERIFIERS }),
  milliseconds: 40,
});

type Advanced = Extract<GameEvent, { type: 'CareerAdvanced' }>;
const advanced = (seat: 'a' | 'b') =>
  game.events.filter((e): e is Advanced => e.type === 'CareerAdvanced' && e.data.seat === seat);
const sunkBy = (seat: 'a' | 'b') =>
  advanced(seat).flatMap((e) =>
    e.data.events.flatMap((c) =>
      c.type === 'ShipSunk' ? [c.data as { name: string; tonnage: number }] : [],
    ),
  );
const ended = game.events.find((e) => e.type === 'GameEnded')!.data as {
  tonnage: Record<'a' | 'b', number>;
  winner: 'a' | 'b' | null;
};
const t = (n: number) => `${n.toLocaleString('en-US')} t`;

async function openGame(text = game.export) {
  const load = jest.fn(async () => new TextEncoder().encode(text));
  render(<AuditScreen verify={verifyHere} load={load} search={`?game=${game.gameId}`} />);
  expect(
    await screen.findByRole('heading', { name: /^(Verified: the result stands|Not verified)/ }),
  ).toBeTruthy();
  expect(load).toHaveBeenCalledWith('game', game.gameId);
}

const timelineOf = (kommandant: string) =>
  screen.getByRole('region', { name: new RegExp(`^Timeline: ${kommandant}, Type VIIC`) });
const now = () => screen.getByText(/^Event \d+ of \d+/).textContent ?? '';
const replay = () => screen.getByRole('region', { name: 'Replay' });

describe('the audit of a two-player game (13.1)', () => {
  it('lays out each boat by patrol, the ships it sank with names and tonnages, and the result (13.1.3)', async () => {
    await openGame();
    for (const seat of ['a', 'b'] as const) {
      const timeline = timelineOf(`Bot ${seat}`);
      expect(within(timeline).getByRole('heading', { name: /^Patrol 1: / })).toBeTruthy();
      const ships = sunkBy(seat);
      expect(ships.length).toBeGreaterThan(0);
      for (const ship of ships) {
        const row = within(timeline).getAllByRole('rowheader', { name: ship.name })[0].closest('tr')!;
        expect(row.textContent).toContain(t(ship.tonnage));
      }
      const other = sunkBy(seat === 'a' ? 'b' : 'a');
      for (const ship of other)
        expect(within(timeline).queryByRole('rowheader', { name: ship.name })).toBeNull();
      expect(timeline.textContent).not.toMatch(/"[a-z]+":/); // no raw JSON
    }
    const result = screen.getByRole('region', { name: /^The result: / });
    const winner = ended.winner!;
    const loser = winner === 'a' ? 'b' : 'a';
    expect(within(result).getByRole('heading').textContent).toBe(
      `The result: Bot ${winner} wins, ${t(ended.tonnage[winner])} sunk against Bot ${loser}'s ${t(ended.tonnage[loser])}`,
    );
    expect(within(result).getByText('13.1.3')).toBeTruthy();
  });

  it('says in words each roll the opponent made for a boat (13.1.2) and every evasive number (14.8.3)', async () => {
    await openGame();
    const rolls = (seat: 'a' | 'b') =>
      advanced(seat).flatMap((e) =>
        e.data.events
          .flatMap((c) => rollsIn(c.data))
          .filter((r) => r.nonce >= e.data.dice.firstNonce && isOpponentRoll(r)),
      );
    // Seat a met escorts and aircraft, rolled for by seat b; seat b's targets sailed alone.
    expect(rolls('a').length).toBeGreaterThan(0);
    expect(rolls('b')).toEqual([]);
    const partOf = (seat: 'a' | 'b') =>
      within(timelineOf(`Bot ${seat}`)).queryByRole('list', { name: /^The opponent's part, patrol 1/ });
    expect(partOf('b')).toBeNull();
    const rolled = within(partOf('a')!).getAllByText(/^Bot b rolled /);
    expect(rolled).toHaveLength(rolls('a').length);
    rolls('a').forEach((roll, i) =>
      expect(rolled[i].textContent).toContain(`: ${roll.faces.join(' and ')}, total ${roll.total}.`),
    );
    const revealed = game.events.filter((e) => e.type === 'ManoeuvreRevealed');
    const uncovered = screen.getAllByText(/uncovered evasive number \d\./);
    expect(uncovered).toHaveLength(revealed.length);
    expect(uncovered.map((n) => n.closest('li')!.textContent)).toEqual(
      revealed.map((e) => expect.stringContaining(`Bot ${e.data.seat}`)),
    );
  });

  it('replays the game event by event on both boats’ boards, folded by the duel decider, to the result', async () => {
    await openGame();
    expect(now()).toBe(
      `Event 1 of ${game.events.length} · line 2 · Game created: Bot a, Type VIIC from July 1943 to July 1943 13.1.1`,
    );
    expect(screen.getAllByText(/The careers start once both dice seeds are revealed/)).toHaveLength(2);
    fireEvent.keyDown(replay(), { key: 'ArrowRight' });
    expect(now()).toMatch(/^Event 2 of \d+ · line 3 · Game joined: Bot b takes the second seat/);
    fireEvent.keyDown(replay(), { key: 'End' });
    expect(now()).toMatch(
      new RegExp(`^Event ${game.events.length} of ${game.events.length} · .* · Game ended: Bot`),
    );
    for (const seat of ['a', 'b'] as const) {
      const boat = screen.getByRole('region', { name: `Bot ${seat}'s boat` });
      expect(
        within(boat).getByRole('heading', { name: `Bot ${seat} · ${t(ended.tonnage[seat])}` }),
      ).toBeTruthy();
      expect(within(boat).getByRole('article', { name: /U-boat board/ })).toBeTruthy();
    }
  });

  it('jumps to a patrol or an encounter of either boat, the other boat’s board as it stood then', async () => {
    await openGame();
    const jump = screen.getByRole('combobox', { name: /Jump to/ });
    const patrols = within(jump).getByRole('group', { name: 'Patrols' });
    const patrolB = within(patrols).getByRole('option', { name: /^Bot b, patrol 1: / }) as HTMLOptionElement;
    fireEvent.change(jump, { target: { value: patrolB.value } });
    expect(now()).toMatch(/Career advanced: Bot b: Take the patrol assignment/);
    const boatB = screen.getByRole('region', { name: "Bot b's boat" });
    expect(within(boatB).getByRole('region', { name: 'Patrol 1 route' })).toBeTruthy();
    expect(within(boatB).getByRole('heading', { name: 'Bot b · 0 t · patrol turn' })).toBeTruthy();
    const boatA = screen.getByRole('region', { name: "Bot a's boat" });
    const sunkA = sunkBy('a').reduce((sum, ship) => sum + ship.tonnage, 0);
    expect(within(boatA).getByRole('heading', { name: `Bot a · ${t(sunkA)}` })).toBeTruthy();
    const encounters = within(jump).getByRole('group', { name: 'Encounters' });
    const first = within(encounters).getAllByRole('option')[0] as HTMLOptionElement;
    fireEvent.change(jump, { target: { value: first.value } });
    expect(now()).toContain('Encounter rolled');
  });

  it('marks a ship made heavier (5.2.1) in its own boat’s timeline only, and opens the replay at its line', async () => {
    const line = sinkingLine(game, 'b');
    await openGame(heavierSinking(game, 'b'));
    expect(screen.getByRole('heading', { name: /^Not verified/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: `First divergence: line ${line}` })).toBeTruthy();
    const ship = sunkBy('b')[0];
    const row = within(timelineOf('Bot b')).getByRole('rowheader', { name: ship.name }).closest('tr')!;
    expect(row.textContent).toContain('⚠ diverges');
    expect(row.textContent).toContain(t(ship.tonnage + 1000));
    expect(within(timelineOf('Bot a')).queryByText(/diverges/)).toBeNull();
    expect(now()).toMatch(new RegExp(`^Event \\d+ of \\d+ · line ${line} · Career advanced: Bot b: `));
  });
});
