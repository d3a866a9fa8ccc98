import { render } from '@testing-library/preact';
import { pending } from '@periscope/rules';
import type { SentCommand } from '../decisions/command';
import type { MedPlay } from './med.fixtures';
import { MedCareerPanel } from './MedCareer';

/** The Med career's screen at `play`, its decision as pending() offers it, played by the seat unless `playing` is false. */
export const panel = (play: MedPlay, onCommand: (c: SentCommand) => void = () => undefined, playing = true) =>
  render(
    <MedCareerPanel
      state={play.state}
      pending={pending(play.state)}
      events={play.events}
      revision={play.events.length}
      playing={playing}
      busy={false}
      error={null}
      onCommand={onCommand}
    />,
  );
