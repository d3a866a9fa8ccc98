import { decide, evolve, initialState, type CareerState } from '../career';
import { SeededDice } from '../dice';
import { deepFreeze } from '../testing';
import { careerMix } from './career-mix';
import { POLICIES, POLICY_NAMES } from './policies';
import { playCareer } from './play-career';

// The server keeps a career's fold between commands and folds only what is new onto it (apps/server
// common/stream-folds.ts): sound only if deciding and folding never write into a state they were given. Every
// seeded career is replayed here on states frozen deep after each event: a write throws (strict mode).
const CAREERS = 40;

describe.each(POLICY_NAMES)(
  'the %s policy: decide and evolve never change a state they were given',
  (name) => {
    it(`replays ${CAREERS} seeded careers on frozen states to the same events and state`, () => {
      for (let i = 0; i < CAREERS; i++) {
        const serverSeed = `frozen-${name}-${i}`;
        const played = playCareer(POLICIES[name], { serverSeed, ...careerMix(i) });
        const dice = new SeededDice({ serverSeed, playerSeed: 'bot' });
        let state: CareerState = deepFreeze(initialState());
        const events = [];
        for (const command of played.commands) {
          const decided = decide(state, command, dice);
          events.push(...decided);
          for (const event of decided) state = deepFreeze(evolve(state, event));
        }
        expect(events).toEqual(played.events);
        expect(state).toEqual(played.state);
      }
    });
  },
);
