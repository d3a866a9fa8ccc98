import { clientAddress, type Trust } from './client-address';

const loopback: Trust = (address) => address === '127.0.0.1';
const hops =
  (n: number): Trust =>
  (_address, hop) =>
    hop < n;

describe('clientAddress', () => {
  it('is the connection address when no proxy is trusted, whatever the headers claim', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', () => false)).toBe('203.0.113.9');
  });
  it('takes the address a trusted proxy forwarded, and stops at the first untrusted one', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientAddress('127.0.0.1', '10.9.9.9, 198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientAddress('203.0.113.9', '198.51.100.1', loopback)).toBe('203.0.113.9');
  });
  it('counts hops from the server outwards', () => {
    expect(clientAddress('127.0.0.1', 'forged, 198.51.100.1', hops(1))).toBe('198.51.100.1');
    expect(clientAddress('127.0.0.1', 'forged, 198.51.100.1', hops(2))).toBe('forged');
    expect(clientAddress('127.0.0.1', undefined, hops(1))).toBe('127.0.0.1');
  });
});
