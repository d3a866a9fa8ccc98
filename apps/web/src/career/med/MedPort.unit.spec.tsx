import { fireEvent, render, screen, within } from '@testing-library/preact';
import { pending, type CareerState } from '@periscope/rules';
import { switchLanguage } from '../../i18n/i18n';
import type { SentCommand } from '../decisions/command';
import { perlaBackInPort, perlaInPort, type MedPlay } from './med.fixtures';
import { MedCareerPanel } from './MedCareer';

const panel = (play: MedPlay, onCommand: (c: SentCommand) => void = () => undefined) =>
  render(
    <MedCareerPanel
      state={play.state}
      pending={pending(play.state)}
      events={play.events}
      revision={play.events.length}
      playing
      busy={false}
      error={null}
      onCommand={onCommand}
    />,
  );

/** In port after a third successful patrol: the crew's advance is chosen (7.7.1). */
const choosingAdvance = (): MedPlay => {
  const play = perlaBackInPort();
  const state = { ...play.state, step: { kind: 'crewAdvance' } } as CareerState;
  return { ...play, state };
};

describe('a Beneath the Med career in port (6.1 step 3, 7.5.9, 7.7-7.9)', () => {
  afterEach(() => switchLanguage('en'));

  it('after a quiet patrol: back in port, the patrol not successful, the refit’s month, the next patrol and the rank, then the next assignment offered', () => {
    panel(perlaBackInPort());
    const port = screen.getByRole('region', { name: 'Back in port (6.1 step 3)' });
    within(port).getByText('Patrol 1: not successful (7.7.1)');
    within(port).getByText('Refit: 1 month (7.5.9)');
    within(port).getByText('Next patrol: August 1942');
    within(port).getByText('Rank: Capitano di Corvetta');
    screen.getByRole('form', { name: 'Receive the patrol assignment' });
  });

  it('in Italian, the port in the Regia Marina’s words', async () => {
    await switchLanguage('it');
    panel(perlaBackInPort());
    const port = screen.getByRole('region', { name: 'Rientro in porto (6.1 passo 3)' });
    within(port).getByText('Raddobbo: 1 mese (7.5.9)');
    within(port).getByText('Grado: Capitano di Corvetta');
  });

  it('7.7.1: the eight advances as buttons saying what each does; one click sends the choice', () => {
    const sent: SentCommand[] = [];
    panel(choosingAdvance(), (c) => sent.push(c));
    screen.getByRole('heading', { name: 'Third successful patrol: choose one advance for the crew (7.7.1)' });
    const buttons = screen.getAllByRole('button').filter((b) => b.closest('.med-advances'));
    expect(buttons).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: /^Charisma: the Comandante's promotion rolls −2/ }));
    expect(sent).toEqual([{ type: 'ChooseCrewAdvance', data: { advance: 'charisma' } }]);
  });

  it('shows no port before the first patrol', () => {
    panel(perlaInPort());
    expect(screen.queryByRole('region', { name: 'Back in port (6.1 step 3)' })).toBeNull();
  });
});
