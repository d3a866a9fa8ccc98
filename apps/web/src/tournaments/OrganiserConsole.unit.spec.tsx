import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { OrganiserConsole } from './OrganiserConsole';
import { careerIdOf, fakeFetch, standingsOf } from './tournaments.fixtures';

// The organiser's console (13.2-13.5): what each control sends, with the organiser's token.
describe("the organiser's console", () => {
  const entrants = standingsOf('top-tonnage', 4).individual;
  const actions = (calls: ReturnType<typeof fakeFetch>) =>
    calls.filter((c) => c.path === '/tournaments/t-1/actions');
  const events = {
    [`/careers/${entrants[0].careerId}/events`]: {
      events: [
        { revision: 4, type: 'EncounterRolled', data: { result: 'convoy' } },
        { revision: 9, type: 'ShipSunk', data: { name: 'Empire Star', tonnage: 8000 } },
      ],
    },
  };
  const renderConsole = (phase: 'registration' | 'running' | 'paused') => {
    const onDone = jest.fn();
    render(
      <OrganiserConsole
        tournamentId="t-1"
        token="org-token"
        phase={phase}
        entrants={entrants}
        onDone={onDone}
      />,
    );
    return onDone;
  };

  it('starts the tournament with the organiser token', async () => {
    const calls = fakeFetch({ '/tournaments/t-1/actions': { revision: 5 }, ...events });
    const onDone = renderConsole('registration');
    fireEvent.click(screen.getByRole('button', { name: 'Start the tournament' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(actions(calls)).toMatchObject([
      { method: 'POST', authorization: 'Bearer org-token', body: { type: 'StartTournament', data: {} } },
    ]);
    expect(screen.getByRole('status').textContent).toBe('The tournament has started.');
  });

  it('pauses with its reason, and offers resume once paused', async () => {
    const calls = fakeFetch({ '/tournaments/t-1/actions': { revision: 6 }, ...events });
    renderConsole('running');
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    fireEvent.input(screen.getByRole('textbox', { name: 'Why pause' }), { target: { value: 'server move' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(actions(calls)).toHaveLength(1));
    expect(actions(calls)[0].body).toMatchObject({
      type: 'PauseTournament',
      data: { reason: 'server move' },
    });
  });

  it('disqualifies the chosen entrant with the reason', async () => {
    const calls = fakeFetch({ '/tournaments/t-1/actions': { revision: 7 }, ...events });
    renderConsole('running');
    const form = screen.getByRole('form', { name: 'Disqualify an entrant' });
    fireEvent.change(form.querySelector('select') as HTMLSelectElement, { target: { value: careerIdOf(2) } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'two boats' } });
    fireEvent.click(screen.getByRole('button', { name: 'Disqualify' }));
    await waitFor(() => expect(actions(calls)).toHaveLength(1));
    expect(actions(calls)[0].body).toMatchObject({
      type: 'Disqualify',
      data: { careerId: careerIdOf(2), reason: 'two boats' },
    });
  });

  it("looks again at the entrant's events when his row moves on the live board", async () => {
    const path = `/careers/${entrants[0].careerId}/events`;
    const answers: Record<string, { events: object[] }> = { [path]: { events: [] } };
    const calls = fakeFetch(answers);
    const consoleWith = (rows: typeof entrants) => (
      <OrganiserConsole
        tournamentId="t-1"
        token="org-token"
        phase="running"
        entrants={rows}
        onDone={jest.fn()}
      />
    );
    const { rerender } = render(consoleWith(entrants));
    await screen.findByText('Nothing to rule on: no encounter and no sinking yet.');
    answers[path] = events[path];
    rerender(consoleWith(entrants)); // the same row: nothing is asked again
    rerender(consoleWith([{ ...entrants[0], tonnage: entrants[0].tonnage + 8000 }, ...entrants.slice(1)]));
    const target = await screen.findByRole('combobox', { name: 'Ruling on' });
    expect([...(target as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Void: Encounter 1: Convoy',
      'Correct: Sank Empire Star, 8,000 t',
    ]);
    expect(calls.filter((c) => c.path.startsWith(path))).toHaveLength(2);
  });

  it('the entrant already chosen, chosen again, keeps what there is to rule on', async () => {
    fakeFetch(events);
    renderConsole('running');
    await screen.findByRole('combobox', { name: 'Ruling on' });
    const form = screen.getByRole('form', { name: 'Adjudicate' });
    fireEvent.change(form.querySelector('select') as HTMLSelectElement, {
      target: { value: entrants[0].careerId },
    });
    expect(screen.getByRole('combobox', { name: 'Ruling on' })).toBeDefined();
  });

  it("adjudicates a sinking's tonnage with the ruling's text", async () => {
    const calls = fakeFetch({ '/tournaments/t-1/actions': { revision: 8 }, ...events });
    renderConsole('running');
    const target = await screen.findByRole('combobox', { name: 'Ruling on' });
    expect([...(target as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Void: Encounter 1: Convoy',
      'Correct: Sank Empire Star, 8,000 t',
    ]);
    fireEvent.change(target, { target: { value: '9' } });
    fireEvent.input(screen.getByRole('spinbutton', { name: 'Counts (t)' }), { target: { value: '5000' } });
    fireEvent.input(screen.getByRole('textbox', { name: "The ruling's text" }), {
      target: { value: 'claimed twice' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'File the ruling' }));
    await waitFor(() => expect(actions(calls)).toHaveLength(1));
    expect(actions(calls)[0].body).toMatchObject({
      type: 'Adjudicate',
      data: {
        careerId: entrants[0].careerId,
        reason: 'claimed twice',
        ruling: { kind: 'correctResult', revision: 9, field: 'tonnage', from: 8000, to: 5000 },
      },
    });
  });

  it('says why the server refused an action', async () => {
    fakeFetch(events);
    renderConsole('registration');
    fireEvent.click(screen.getByRole('button', { name: 'Start the tournament' }));
    await waitFor(() => expect(screen.getByRole('status').className).toContain('alert--error'));
  });
});
