import { MemoryEventStore } from '@periscope/event-store';
import { tournament } from '@periscope/play';
import { handleCommand } from '../common/command-handler';
import { canonicalJson } from '../common/command-record';
import { tournaments } from './tournament.aggregate';

const ID = '20000000-0000-4000-8000-000000000000';
const STREAM = `tournament-${ID}`;
const terms = { name: 'Cup', organiser: 'BdU', format: 'wolfpack', startDate: '1943-07' } as const;
const create = (at: string, name: string = terms.name): tournament.TournamentCommand =>
  ({
    type: 'CreateTournament',
    data: { tournamentId: ID, terms: { ...terms, name } },
    actor: 'organiser',
    at,
  }) as tournament.TournamentCommand;

const send = (
  store: MemoryEventStore,
  command: tournament.TournamentCommand,
  expected: 'no_stream' | 'exists',
) =>
  handleCommand(store, tournaments, {
    id: ID,
    commandId: 'create',
    command,
    actor: 'organiser',
    context: {},
    expected,
  });

describe('a tournament through the command handler', () => {
  it('given a command, then its metadata records it without its time, and its canonical JSON for the audit', async () => {
    const store = new MemoryEventStore();
    await send(store, create('2025-01-01T00:00:00.000Z'), 'no_stream');
    const [created] = await store.readStream(STREAM);
    const recorded = { type: 'CreateTournament', data: { tournamentId: ID, terms }, actor: 'organiser' };
    expect(created.metadata).toMatchObject({ commandId: 'create', command: recorded });
    expect(created.metadata.fingerprint).toBe(canonicalJson(recorded));
  });

  it('given the organiser sends it again later, then it is a replay: the time is no part of the command', async () => {
    const store = new MemoryEventStore();
    await send(store, create('2025-01-01T00:00:00.000Z'), 'no_stream');
    const again = await send(store, create('2025-01-01T00:05:00.000Z'), 'no_stream');
    expect(again).toMatchObject({ revision: 0, replayed: true });
  });

  it('given an event stored before the command was in metadata, then its fingerprint alone names the command', async () => {
    const store = new MemoryEventStore();
    const [event] = tournament.decide(tournament.initialState(), create('2025-01-01T00:00:00.000Z'));
    const { type, data, actor } = create('');
    const fingerprint = canonicalJson({ type, data, actor });
    await store.append(STREAM, [{ ...event, metadata: { commandId: 'create', actor, fingerprint } }]);
    expect(await send(store, create('2025-02-01T00:00:00.000Z'), 'no_stream')).toMatchObject({
      replayed: true,
    });
    await expect(send(store, create('2025-02-01T00:00:00.000Z', 'Other'), 'no_stream')).rejects.toMatchObject(
      {
        code: 'command/id-reused',
      },
    );
  });
});
