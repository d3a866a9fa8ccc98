import { useEffect } from 'preact/hooks';
import './help.css';

interface Step {
  readonly id: string;
  readonly title: string;
  readonly charts: readonly string[];
  readonly rules: string;
  readonly text: readonly string[];
}

/** A patrol in the order the game plays it, each step with the charts it rolls on. */
const STEPS: readonly Step[] = [
  {
    id: 'assignment',
    title: 'Assignment',
    charts: ['[P1] Patrol assignment'],
    rules: '7.0',
    text: [
      'In port, take the patrol assignment: [P1] rolls where the boat is sent (the Atlantic, the British Isles, the Arctic…).',
      'The route strip at the top of the career screen shows the boxes of the route: transit, on station, and back.',
    ],
  },
  {
    id: 'travel',
    title: 'Travel',
    charts: ['[E1] Encounter'],
    rules: '8.0-8.2',
    text: [
      'Each click on “Sail” enters the next box and rolls on [E1] in that box’s column: nothing, an aircraft, ships, a convoy…',
      'Beside the button, the page shows the chance of meeting an aircraft on that roll. Schnorchelling, where fitted, reads [E1] differently (8.1.6).',
    ],
  },
  {
    id: 'encounter',
    title: 'Encounter',
    charts: ['[T] Target rosters', '[A1] Crash dive', '[A2] Flak'],
    rules: '8.3, 8.4, 9.8',
    text: [
      'Ships are identified on the target rosters and put on the combat mat, each with its tonnage and the damage that sinks it.',
      'An aircraft attacks at once: the crash dive on [A1], the flak on [A2], then its bombs on [E3]. The whole attack is summed up in one line under your decision.',
    ],
  },
  {
    id: 'attack',
    title: 'Attack',
    charts: ['[E2] Close range (9.2.2)', '[U1] To hit', '[U2] Dud', '[U3] Damage'],
    rules: '9.0-9.5',
    text: [
      'Choose the attack (submerged, surfaced, by night) and the range. Close range hits best, but against escorts the boat may be detected before it fires: each range shows both chances.',
      'Assign tubes to targets and fire. Each torpedo rolls on [U1] to hit, [U2] for a dud and [U3] for the damage; a ship sinks when its damage reaches its sink points, and its tonnage counts.',
    ],
  },
  {
    id: 'escorts',
    title: 'Escorts',
    charts: ['[E2] Escort detection', '[E3] Depth charges', '[E3b]-[E3d] Hedgehog and Squid'],
    rules: '9.6, 9.7',
    text: [
      'After firing at escorted ships, the escorts hunt the boat. Evade, dive below test depth or release a BOLD decoy: each way shows the chance that the escorts find the boat on [E2] and that their first attack sinks it.',
      'Once the round is over, follow the ships for another attack (9.7) or break off and sail on.',
    ],
  },
  {
    id: 'damage',
    title: 'Damage',
    charts: ['[E4] U-boat damage', '[E5] Repairs and crew injuries'],
    rules: '10.0-10.9',
    text: [
      'Each hit rolls on [E4]: the hull and flooding tracks, systems knocked out, crew wounded. A full hull track sinks the boat (10.3.2).',
      'After the combat the crew repairs on [E5]. A badly damaged boat may abort the patrol and head for home (10.9): the page asks before it does.',
    ],
  },
  {
    id: 'port',
    title: 'Port',
    charts: ['Refit', 'Promotion', 'Decorations'],
    rules: '10.11, 11.2, 11.3',
    text: [
      'Back in port the boat refits for some months; the Kommandant may be promoted and decorated, and wounded men recover.',
      'The career ends when the boat is lost, the Kommandant is killed or relieved, or the war (or the agreed date) ends; the tonnage sunk decides the victory level (5.2).',
    ],
  },
];

/** `/how-to-play`: a patrol walked step by step, each step with its chart. */
export function HowToPlay() {
  useEffect(() => {
    document.title = 'How to play — periscope';
  }, []);
  return (
    <div class="panel how-to-play">
      <h1>How to play a patrol</h1>
      <p>
        periscope plays <em>The Hunted</em> as the paper game does: you decide, the dice and the charts do the
        rest. Every roll is shown with its chart and rule; every choice says what it does and the exact odds
        it runs.
      </p>
      <nav aria-label="Steps of a patrol">
        <ol class="how-to-play__toc">
          {STEPS.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>
                {i + 1}. {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {STEPS.map((s, i) => (
        <section key={s.id} id={s.id} class="how-to-play__step" aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>
            {i + 1}. {s.title} <span class="how-to-play__rules">(rules {s.rules})</span>
          </h2>
          <p class="how-to-play__charts">
            <strong>Charts:</strong> {s.charts.join(' · ')}
          </p>
          {s.text.map((t, j) => (
            <p key={j}>{t}</p>
          ))}
        </section>
      ))}
      <p>
        During your first patrol a short guide sits under each decision; it can be switched off there.{' '}
        <a href="/">Start a career</a>.
      </p>
    </div>
  );
}
