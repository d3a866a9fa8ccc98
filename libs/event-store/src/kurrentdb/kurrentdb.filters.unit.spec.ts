import type { RecordedEvent } from '../event-store.port';
import { readAllFilter, subscriptionFilter } from './kurrentdb.filters';

const recorded = (stream: string, type: string) => ({ stream, type }) as RecordedEvent;

describe('readAllFilter', () => {
  it('without a namespace: excludes system event types on the server', () => {
    expect(readAllFilter('')).toMatchObject({ filterOn: 'eventType', regex: '^[^$].*' });
  });

  it('with a namespace: only its streams (which excludes every $ stream too)', () => {
    expect(readAllFilter('ns1.')).toMatchObject({ filterOn: 'streamName', prefixes: ['ns1.'] });
  });
});

describe('subscriptionFilter', () => {
  it('no filter: everything the port may show', () => {
    const f = subscriptionFilter(undefined, '');
    expect(f.server).toMatchObject({ filterOn: 'eventType', regex: '^[^$].*' });
    expect(f.accepts(recorded('career-1', 'A'))).toBe(true);
  });

  it('categories become stream prefixes with the dash, inside the namespace', () => {
    const f = subscriptionFilter({ categories: ['career', 'game'] }, 'ns1.');
    expect(f.server).toMatchObject({ filterOn: 'streamName', prefixes: ['ns1.career-', 'ns1.game-'] });
    expect(f.accepts(recorded('careerist-1', 'A'))).toBe(false);
  });

  it('event types alone become an anchored, escaped regex', () => {
    const f = subscriptionFilter({ eventTypes: ['Ship.Sunk', 'Hit'] }, '');
    expect(f.server).toMatchObject({ filterOn: 'eventType', regex: '^(?:Ship\\.Sunk|Hit)$' });
    expect(new RegExp((f.server as { regex: string }).regex).test('ShipXSunk')).toBe(false);
    expect(new RegExp((f.server as { regex: string }).regex).test('HitAgain')).toBe(false);
  });

  it('event types in a namespace: the server narrows to the namespace, the adapter checks the type', () => {
    const f = subscriptionFilter({ eventTypes: ['Hit'] }, 'ns1.');
    expect(f.server).toMatchObject({ filterOn: 'streamName', prefixes: ['ns1.'] });
    expect(f.accepts(recorded('game-1', 'Hit'))).toBe(true);
    expect(f.accepts(recorded('game-1', 'Miss'))).toBe(false);
  });

  it('categories and types together: category on the server, both checked here', () => {
    const f = subscriptionFilter({ categories: ['game'], eventTypes: ['Hit'] }, '');
    expect(f.server).toMatchObject({ filterOn: 'streamName', prefixes: ['game-'] });
    expect(f.accepts(recorded('game-1', 'Hit'))).toBe(true);
    expect(f.accepts(recorded('game-1', 'Miss'))).toBe(false);
    expect(f.accepts(recorded('career-1', 'Hit'))).toBe(false);
  });

  it('an empty list matches nothing (and sends the server no empty prefix list)', () => {
    const f = subscriptionFilter({ categories: [] }, '');
    expect(f.server).toMatchObject({ filterOn: 'eventType' });
    expect(f.accepts(recorded('game-1', 'Hit'))).toBe(false);
  });
});
