import { CorsPolicy } from './cors-policy';

describe('CorsPolicy', () => {
  it('lets only the server own origin through by default', () => {
    const policy = new CorsPolicy('');
    expect(policy.allows('http://localhost:3000', 'localhost:3000')).toBe(true);
    expect(policy.allows('https://evil.example', 'localhost:3000')).toBe(false);
    expect(policy.allows('null', 'localhost:3000')).toBe(false);
    expect(policy.allows(undefined, 'localhost:3000')).toBe(true); // no Origin: no browser's cross-site call
    expect(policy.allowOriginHeader('http://localhost:3000', 'localhost:3000')).toBe(false);
  });

  it('adds the origins listed, and any origin for *', () => {
    const listed = new CorsPolicy('https://a.example, https://b.example');
    expect(listed.allows('https://b.example', 'api.example')).toBe(true);
    expect(listed.allowOriginHeader('https://b.example', 'api.example')).toBe('https://b.example');
    expect(listed.allows('https://c.example', 'api.example')).toBe(false);
    expect(listed.allowOriginHeader('https://c.example', 'api.example')).toBe(false);
    const any = new CorsPolicy('*');
    expect(any.allows('https://c.example', 'api.example')).toBe(true);
    expect(any.allowOriginHeader('https://c.example', 'api.example')).toBe('*');
  });
});
