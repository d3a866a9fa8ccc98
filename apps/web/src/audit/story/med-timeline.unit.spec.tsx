import { render, screen } from '@testing-library/preact';
import type { CareerEvent } from '@periscope/rules';
import { switchLanguage } from '../../i18n/i18n';
import { reference, type GameReference } from '../../reference/reference';
import { perlaBackInPort, perlaMeetsAircraft, type MedPlay } from '../../career/med/med.fixtures';
import type { StoryEvent } from './export-events';
import { gameTimeline } from './game-timeline';
import { Timeline } from './Timeline';
import { careerTimeline } from './timeline';

// The audit reads a Beneath the Med career into its timeline as it does The Hunted's: each patrol in its area's
// words, what it met on [A3]; in a two-player game, the rolls the opponent made for it (10.1: the crash dive on [A4]).

/** The Perla's events (assigned, three boxes, an aircraft whose crash dive on [A4] fails) as an export's lines. */
const careerLines = (play: MedPlay = perlaMeetsAircraft()): StoryEvent[] =>
  play.events.map((e, i) => ({
    line: i + 2,
    stream: 'career-1',
    revision: i,
    type: e.type,
    data: e.data,
  }));

/** The same career sailed by seat a of a two-player game, every event in one CareerAdvanced (its rolls by b). */
const gameLines = (): StoryEvent[] => {
  const joined = (seat: 'a' | 'b', kommandant: string, line: number): StoryEvent => ({
    line,
    stream: 'game-1',
    revision: line - 2,
    type: seat === 'a' ? 'GameCreated' : 'GameJoined',
    data: { seat, player: { kommandant } },
  });
  const events = perlaMeetsAircraft().events.map((e) => ({ type: e.type, data: e.data }) as CareerEvent);
  return [
    joined('a', 'T.V. Prova', 2),
    joined('b', 'C.C. Altro', 3),
    {
      line: 4,
      stream: 'game-1',
      revision: 2,
      type: 'CareerAdvanced',
      data: { seat: 'a', events, dice: { firstNonce: 0, nextNonce: 99 }, rolledBy: 'b' },
    },
  ];
};

const show = (timeline: ReturnType<typeof careerTimeline>) =>
  render(<Timeline timeline={timeline} divergenceLine={null} onShowLine={() => undefined} />);

describe("the audit's timeline of a Beneath the Med career", () => {
  afterEach(() => switchLanguage('en'));

  it('lists its patrol in the area’s words and what it met on [A3]', () => {
    const timeline = careerTimeline(careerLines());
    expect(timeline.patrols).toHaveLength(1);
    show(timeline);
    screen.getByRole('heading', { name: /^Patrol 1: Central Mediterranean, June 1942/ });
    screen.getByText(/^Met: Aircraft\. Still at sea\.$/); // the career goes on: not "did not return"
  });

  it('a patrol back in port is read from its return, by its own 7.7.1', () => {
    show(careerTimeline(careerLines(perlaBackInPort())));
    screen.getByText(/Returned without success \(7\.7\.1\)\.$/);
  });

  it('in a two-player game, lists the crash dive the opponent rolled on [A4], cited by 7.3.1 with no Hunted title', () => {
    reference.value = { rules: { '7.3.1': 'A Hunted rule' } } as unknown as GameReference;
    try {
      const [boat] = gameTimeline(gameLines()).boats;
      expect(boat.timeline.med).toBe(true);
      show(boat.timeline);
      screen.getByText(/^C\.C\. Altro rolled Crash dive \[A4\]: 1 and 2, total 3\./);
      screen.getByLabelText('rule 7.3.1');
      expect(screen.queryByText('A Hunted rule')).toBeNull();
    } finally {
      reference.value = null;
    }
  });

  it('in Italian, names the area as the Italian edition does', async () => {
    await switchLanguage('it');
    show(careerTimeline(careerLines()));
    screen.getByRole('heading', { name: /^Pattuglia 1: Mediterraneo centrale/ });
  });

  it("names the career's end in its words: its Comandante killed, never The Hunted's Kommandant (5.1)", async () => {
    const lines = careerLines();
    const ended: StoryEvent = {
      line: lines.length + 2,
      stream: 'career-1',
      revision: lines.length,
      type: 'CareerEnded',
      data: { reason: 'kommandantKilled', rule: '7.7.4', tonnage: 0, victoryLevel: 'defeat' },
    };
    show(careerTimeline([...lines, ended]));
    screen.getByText(/Comandante killed/);
    expect(document.body.textContent).not.toMatch(/Kommandant/);
    await switchLanguage('it');
    screen.getByText(/Comandante ucciso/);
  });
});
