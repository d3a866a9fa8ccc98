import { holdsSealed, SEALED, sealedPrefixOf, sealValues } from './seal';

describe('sealed values of a running export (E-AUDIT-SEALED-VALUE)', () => {
  const event = {
    data: { seat: 'a', number: 4, salt: 'x'.repeat(32), rule: '14.8.3' },
    metadata: { actor: 'seat:a' },
  };

  it('writes "sealed" in place of each secret, at any depth, every key where it was', () => {
    const sealed = sealValues({ a: { number: 4, list: [{ salt: 's' }] }, rule: '14.8.3' }, [
      'number',
      'salt',
    ]);
    expect(JSON.stringify(sealed)).toBe(
      '{"a":{"number":"sealed","list":[{"salt":"sealed"}]},"rule":"14.8.3"}',
    );
    expect(holdsSealed(sealed, ['salt'])).toBe(true);
    expect(holdsSealed({ salt: 'not sealed' }, ['salt'])).toBe(false);
    expect(holdsSealed({ name: SEALED }, ['salt'])).toBe(false);
  });

  it('a running export is the final one’s first events with values sealed; another value is found out', () => {
    const running = [{ data: sealValues(event.data, ['number', 'salt']), metadata: event.metadata }];
    expect(sealedPrefixOf(running, [event, event], ['number', 'salt'])).toBeNull();
    const other = { ...event, data: { ...event.data, number: 5 } };
    expect(sealedPrefixOf([event], [other], ['number', 'salt'])).toBe(0);
    expect(sealedPrefixOf([event, event], [event], ['number', 'salt'])).toBe(1);
  });
});
