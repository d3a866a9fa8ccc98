import { eventIdFor, uuidV5 } from './command-record';

const DNS_NAMESPACE = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';
const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidV5', () => {
  it('matches the RFC algorithm (Python: uuid5(NAMESPACE_DNS, "python.org"))', () => {
    expect(uuidV5('python.org', DNS_NAMESPACE)).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
  });
});

describe('eventIdFor', () => {
  const id = eventIdFor('career-1', 'cmd-1', 'fingerprint', 0);

  it('is a version-5 UUID, the same for the same inputs', () => {
    expect(id).toMatch(UUID_V5);
    expect(eventIdFor('career-1', 'cmd-1', 'fingerprint', 0)).toBe(id);
  });

  it('changes with the career, the command id, the command and the index', () => {
    const others = [
      eventIdFor('career-2', 'cmd-1', 'fingerprint', 0),
      eventIdFor('career-1', 'cmd-2', 'fingerprint', 0),
      eventIdFor('career-1', 'cmd-1', 'other', 0),
      eventIdFor('career-1', 'cmd-1', 'fingerprint', 1),
      // Quotes and commas in an id cannot make two different names equal.
      eventIdFor('career-1","cmd-1', 'fingerprint', '', 0),
    ];
    expect(new Set([id, ...others]).size).toBe(others.length + 1);
  });
});
