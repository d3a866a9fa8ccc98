import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { seats } from '../seats/seats';
import type { Tournament } from './api';
import { RegisterForm } from './RegisterForm';
import { fakeFetch } from './tournaments.fixtures';

const mixed: Tournament = {
  tournamentId: 't-1',
  revision: 0,
  phase: 'registration',
  pausedFor: null,
  terms: {
    name: 'Mixed Cup',
    organiser: 'BdU',
    format: 'mixed',
    scoring: 'tonnage',
    uboatTypes: ['VIIC', 'IXC'],
    startDate: '1943-07',
    endDate: '1945-05',
    options: {},
    registration: { opensAt: null, closesAt: null },
    packSize: 0,
  },
  entrants: [],
  packs: [],
};

// An entrant registers (13.4) and this browser keeps his career's seat, as the lobby's careers.
it('registers an entrant with the boat he chose and keeps his seat', async () => {
  localStorage.clear();
  const calls = fakeFetch({
    '/tournaments/t-1/entrants': {
      careerId: 'c-1',
      seatToken: 'seat-1',
      entrant: { careerId: 'c-1', name: 'Prien', uboatType: 'IXC', number: 1 },
    },
  });
  const onDone = jest.fn();
  render(<RegisterForm tournament={mixed} onDone={onDone} />);
  fireEvent.input(screen.getByRole('textbox', { name: 'Your name (the Kommandant)' }), {
    target: { value: 'Prien' },
  });
  fireEvent.change(screen.getByRole('combobox', { name: 'U-boat type (13.4)' }), {
    target: { value: 'IXC' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'Prien', uboatType: 'IXC' } });
  expect(seats.value['c-1']).toMatchObject({ seatToken: 'seat-1', kommandant: 'Prien', uboatType: 'IXC' });
});
