import { Child } from './child';

describe('a child of the bench', () => {
  it("says it is ready once loaded, before it opens any spectator (the joins' measure starts then)", async () => {
    const child = new Child('spectators-child', [], ['-r', '@swc-node/register']); // its TypeScript, outside jest
    await expect(child.ask('ready')).resolves.toEqual({ kind: 'ready' });
    await child.close({ kind: 'close' });
  });

  it('rejects a request once its channel is closed, instead of throwing (a crowd move after the run closed it)', async () => {
    const child = new Child('spectators-child');
    const exited = new Promise((resolve) => child.process.once('exit', resolve));
    child.process.disconnect(); // the channel closes at once; the exit comes later
    await expect(child.ask('followed', { kind: 'follow', target: 'x' })).rejects.toThrow('the child is gone');
    await exited;
    await expect(child.ask('followed', { kind: 'follow', target: 'x' })).rejects.toThrow('exited');
  });
});
