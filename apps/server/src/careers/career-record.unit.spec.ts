import type { EventMetadata } from '@periscope/event-store';
import { nextNonceOf } from './career-record';

const recorded = (revision: number, metadata: EventMetadata) => ({ revision, metadata });

describe('nextNonceOf', () => {
  it('resumes the dice at the last event’s nextNonce', () => {
    const stream = [recorded(0, { dice: { nextNonce: 0 } }), recorded(1, { dice: { nextNonce: 4 } })];
    expect(nextNonceOf(stream)).toBe(4);
    expect(nextNonceOf([])).toBe(0);
  });

  it('refuses a stream whose last event does not say where the dice stopped', () => {
    expect(() => nextNonceOf([recorded(0, {})])).toThrow('career@0: metadata.dice.nextNonce is missing');
  });
});
