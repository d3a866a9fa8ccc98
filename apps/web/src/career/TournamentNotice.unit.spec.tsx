import { render, screen } from '@testing-library/preact';
import { TournamentNotice } from './TournamentNotice';

/** The API as the notice meets it: the career's tournament, then the tournament as the organiser left it. */
function serve(tournamentId: string | null, phase = 'running', pausedFor: string | null = null) {
  const answers: Record<string, unknown> = {
    '/api/careers/c-1/tournament': { careerId: 'c-1', tournamentId },
    '/api/tournaments/t-1': { tournamentId: 't-1', phase, pausedFor, terms: { name: 'Biscay Cup' } },
  };
  globalThis.fetch = jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: { get: () => null },
    text: async () => JSON.stringify(answers[url]),
  })) as unknown as typeof fetch;
}

describe('an entrant’s career names its tournament (T-PAUSE)', () => {
  it('links the tournament by its name while it runs', async () => {
    serve('t-1');
    render(<TournamentNotice careerId="c-1" refusal={null} held={false} />);
    const link = await screen.findByRole('link', { name: 'Biscay Cup' });
    expect(link.getAttribute('href')).toBe('/tournaments/t-1');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the organiser paused it, with the reason', async () => {
    serve('t-1', 'paused', 'a server move');
    render(<TournamentNotice careerId="c-1" refusal={null} held={false} />);
    expect((await screen.findByRole('status')).textContent).toBe(
      'The organiser has paused the tournament: a server move. Your moves wait until it resumes.',
    );
  });

  it('reads the tournament again when the career’s own events hold its play', async () => {
    serve('t-1');
    const { rerender } = render(<TournamentNotice careerId="c-1" refusal={null} held={false} />);
    await screen.findByRole('link', { name: 'Biscay Cup' });
    serve('t-1', 'paused', 'a server move');
    rerender(<TournamentNotice careerId="c-1" refusal={null} held={true} />);
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^The organiser has paused the tournament/,
    );
  });

  it('says when it has finished, with a link to the results', async () => {
    serve('t-1', 'finished');
    render(<TournamentNotice careerId="c-1" refusal={null} held={false} />);
    expect((await screen.findByRole('status')).textContent).toMatch(/^The tournament has finished/);
    expect(screen.getByRole('link', { name: 'See the results' }).getAttribute('href')).toBe(
      '/tournaments/t-1',
    );
  });

  it('shows nothing for a solo career', async () => {
    serve(null);
    const { container } = render(<TournamentNotice careerId="c-1" refusal={null} held={false} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });
});
