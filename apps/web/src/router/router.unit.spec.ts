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
});
