import { Child } from './child';

describe('a child of the bench', () => {
  it('rejects a request once its channel is closed, instead of throwing (a crowd move after the run closed it)', async () => {
    const child = new Child('spectators-child');
    const exited = new Promise((resolve) => child.process.once('exit', resolve));
    child.process.disconnect(); // the channel closes at once; the exit comes later
    await expect(child.ask('followed', { kind: 'follow', target: 'x' })).rejects.toThrow('the child is gone');
    await exited;
    await expect(child.ask('followed', { kind: 'follow', target: 'x' })).rejects.toThrow('exited');
  });
});
