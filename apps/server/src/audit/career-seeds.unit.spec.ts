import { medStartCommand } from '@periscope/rules/testing';
import type { RecordedEvent } from '@periscope/event-store';
import { decide, initialState, ScriptedDice } from '@periscope/rules';
import type { CareerSecretsStore } from '../common/career-secrets';
import { careerExportEvents, careerSeeds } from './career-seeds';

const SERVER_SEED = 'med-server-seed-0123456789abcdef';
const PLAYER_SEED = 'med-player-seed-0123456789abcdef';

/** A Beneath the Med career's start (a Perla of 6/42: no roll for its base, its rank or G7e), as stored. */
function medStart(): RecordedEvent {
  const command = medStartCommand({ serverSeed: SERVER_SEED, playerSeed: PLAYER_SEED });
  const [started] = decide(initialState(), command, new ScriptedDice([]));
  return {
    id: 'e0',
    stream: 'career-med',
    type: started.type,
    revision: 0,
    position: 1,
    data: started.data,
    metadata: { command },
    recordedAt: '2026-01-01T00:00:00.000Z',
  } as RecordedEvent;
}

const ended: RecordedEvent = {
  ...medStart(),
  id: 'e1',
  revision: 1,
  position: 2,
  type: 'CareerEnded',
  data: {},
};
const secrets = { read: async () => ({ serverSeed: SERVER_SEED }) } as unknown as CareerSecretsStore;

describe("a Beneath the Med career's seeds in its export (L-1)", () => {
  it('While it runs, Then its seeds are sealed, in the export and in its start and command', async () => {
    const events = [medStart()];
    expect(events[0].data).toMatchObject({ campaign: { id: 'beneath-the-med' }, playerSeed: PLAYER_SEED });
    expect(await careerSeeds(secrets, 'med', events)).toBe('sealed');
    const shown = JSON.stringify(await careerExportEvents(events));
    expect(shown).not.toContain(PLAYER_SEED);
    expect(shown).not.toContain(SERVER_SEED);
  });

  it('Once it has ended, Then both seeds are revealed, the player seed read from its CareerStarted', async () => {
    expect(await careerSeeds(secrets, 'med', [medStart(), ended])).toEqual({
      serverSeed: SERVER_SEED,
      playerSeed: PLAYER_SEED,
    });
  });
});
