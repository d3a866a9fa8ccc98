/**
 * Child process of `bench live --vs`: one peer's server (argv[2] names it) on a free loopback port; it says
 * `ready` with its port and the game to play over IPC, then serves until it is killed.
 */
import { freePort } from '../support/bench-server';
import type { SystemName } from './peer';
import { peerOf } from './systems';

async function serve(system: SystemName): Promise<void> {
  const port = await freePort();
  const target = await peerOf(system).serve(port);
  process.send?.({ kind: 'ready', port, target });
}

process.on('SIGTERM', () => process.exit(0)); // a normal exit: node --cpu-prof writes its profile then

serve(process.argv[2] as SystemName).catch((error: unknown) => {
  process.send?.({ kind: 'error', message: String(error) });
  process.exit(1);
});
