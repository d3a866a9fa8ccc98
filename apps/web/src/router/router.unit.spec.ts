import { parseRoute } from './router';

describe('stable, shareable URLs', () => {
  it('maps the lobby, a career and anything else', () => {
    expect(parseRoute('/')).toEqual({ screen: 'lobby' });
    expect(parseRoute('/careers/3f2a-b_9')).toEqual({ screen: 'career', careerId: '3f2a-b_9' });
    expect(parseRoute('/careers/3f2a/')).toEqual({ screen: 'career', careerId: '3f2a' });
    expect(parseRoute('/careers/a/b')).toEqual({ screen: 'notFound', path: '/careers/a/b' });
    expect(parseRoute('/careers/%3Cscript%3E')).toEqual({
      screen: 'notFound',
      path: '/careers/%3Cscript%3E',
    });
  });

  it('maps the account and a player page by his name, as the URL encodes it', () => {
    expect(parseRoute('/account')).toEqual({ screen: 'account' });
    expect(parseRoute('/players/Kptlt.%20Prien')).toEqual({ screen: 'player', name: 'Kptlt. Prien' });
    expect(parseRoute('/players/%E0%A4%A')).toEqual({ screen: 'notFound', path: '/players/%E0%A4%A' });
  });
});
