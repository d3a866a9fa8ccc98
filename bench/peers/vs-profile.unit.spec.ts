import type { CpuProfile } from '../support/cpu-profile';
import { kindOf, medianWhere, OTHER_THREADS, PROFILER, V8_HELPERS, whereItWent } from './vs-profile';

const at = (url: string, functionName = 'f') => kindOf({ functionName, url, lineNumber: 0 });
const DIST = 'file:///srv/dist/apps/server';

describe("bench live --vs: where a server's CPU per delivered update went", () => {
  it('tells the kind of work of a sampled frame by where its code lives', () => {
    expect(kindOf({ functionName: 'writeBuffer', url: '', lineNumber: 0 })).toBe(
      'system calls writing to sockets',
    );
    expect(kindOf({ functionName: '(garbage collector)', url: '', lineNumber: 0 })).toBe(
      'garbage collector (on the main thread)',
    );
    expect(at('node:internal/streams/writable')).toBe("node's streams, sockets, events and timers");
    expect(at('file:///srv/node_modules/engine.io/build/socket.js')).toBe('socket.io, engine.io and ws');
    expect(at('file:///srv/node_modules/@nestjs/core/router/router-proxy.js')).toBe(
      'Nest, its validation and rxjs',
    );
    expect(at('file:///srv/node_modules/colyseus/build/Room.js')).toBe(
      "other libraries (a peer's framework, drivers, utilities)",
    );
    expect(at(`${DIST}/apps/server/src/live/live-fanout.js`)).toBe("periscope's live views and fan-out");
    expect(at(`${DIST}/libs/rules/src/career/evolve.js`)).toBe("periscope's rules");
    expect(at(`${DIST}/libs/event-store/src/memory/memory.event-store.js`)).toBe(
      "periscope's event store and read models",
    );
    expect(at(`${DIST}/apps/server/src/common/command-handler.js`)).toBe("periscope's other server code");
    // A peer's serve-child runs from the sources; it imports periscope's frame builder (live-wire.ts).
    expect(at('file:///work/bench/peers/ws-floor.ts')).toBe("a peer's own server code");
    expect(at('file:///work/apps/server/src/live/live-wire.ts')).toBe("periscope's live views and fan-out");
  });

  const threads = { main: 0.8, v8: 0.1, profiler: 0, other: 0.02 }; // CPU seconds in the window

  it('divides each thread’s CPU by the updates delivered, in µs', () => {
    expect(whereItWent(threads, 100_000)).toEqual({
      'main thread': 8,
      [V8_HELPERS]: 1,
      [PROFILER]: 0,
      [OTHER_THREADS]: 0.2,
    });
  });

  it("splits the main thread's CPU by kind in the proportions of its busy samples inside the window", () => {
    const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0 });
    const profile: CpuProfile = {
      startTime: 0,
      nodes: [
        { id: 1, callFrame: frame('(idle)') },
        { id: 2, callFrame: frame('writeBuffer') },
        { id: 3, callFrame: frame('decide', `${DIST}/libs/rules/src/career/decide.js`) },
      ],
      // Stamped at 100, 200, …: the first and the last fall outside the window; one idle sample is not work.
      samples: [3, 2, 2, 2, 3, 1, 3],
      timeDeltas: [100, 100, 100, 100, 100, 100, 100],
    };
    const where = whereItWent(threads, 100_000, { profile, window: [150, 650] });
    expect(where['main thread']).toBeUndefined();
    expect(where['system calls writing to sockets']).toBeCloseTo(6); // 3 of the 4 busy samples of 8 µs
    expect(where["periscope's rules"]).toBeCloseTo(2);
    expect(where[V8_HELPERS]).toBe(1);
    const kinds = Object.entries(where).filter(
      ([row]) => ![V8_HELPERS, PROFILER, OTHER_THREADS].includes(row),
    );
    expect(kinds.reduce((n, [, us]) => n + us, 0)).toBeCloseTo(8);
  });

  it("keeps the main thread whole when no sample fell in the window, and takes each row's median", () => {
    const empty: CpuProfile = { startTime: 0, nodes: [], samples: [], timeDeltas: [] };
    expect(whereItWent(threads, 100_000, { profile: empty, window: [0, 1] })['main thread']).toBe(8);
    expect(
      medianWhere([{ 'main thread': 1 }, { 'main thread': 3 }, { 'main thread': 2, [V8_HELPERS]: 4 }]),
    ).toEqual({
      'main thread': 2,
      [V8_HELPERS]: 4,
    });
  });
});
