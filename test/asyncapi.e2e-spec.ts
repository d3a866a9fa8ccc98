import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

// docs/asyncapi.yaml describes the socket.io namespaces: it must name every event the gateways handle
// (@SubscribeMessage, or a listener of their own on the socket) and every event they emit, as read from the server's
// sources.

const ROOT = join(__dirname, '..');
const SERVER = join(ROOT, 'apps/server/src');

/** The server's sources of a namespace (tests excluded). */
const NAMESPACE_SOURCES: Record<string, string[]> = {
  '/live': [join(SERVER, 'live')],
  '/tournaments': [join(SERVER, 'tournaments/standings/leaderboards.gateway.ts')],
};

const sourcesUnder = (path: string): string[] =>
  path.endsWith('.ts')
    ? [path]
    : readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sourcesUnder(join(path, entry.name))
          : /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name)
            ? [join(path, entry.name)]
            : [],
      );

/**
 * What a namespace's code receives and sends: `@SubscribeMessage('x')` and `socket.on('x'`; `.emit('x'` and the
 * fan-out's `send(…, 'x'`.
 */
function eventsInCode(namespace: string) {
  const code = NAMESPACE_SOURCES[namespace].flatMap(sourcesUnder).map((file) => readFileSync(file, 'utf8'));
  const all = (pattern: RegExp) =>
    new Set(code.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1])));
  return {
    received: all(/(?:@SubscribeMessage\(|socket\.on\()'([\w-]+)'/g),
    sent: all(/(?:\.emit\(|fanout\?*\.send\([^,]+,\s*)'([\w-]+)'/g),
  };
}

interface Operation {
  action: 'send' | 'receive';
  channel: { $ref: string };
  messages: { $ref: string }[];
}
const document = parse(readFileSync(join(ROOT, 'docs/asyncapi.yaml'), 'utf8')) as {
  asyncapi: string;
  channels: Record<string, { address: string; messages: Record<string, { $ref: string }> }>;
  operations: Record<string, Operation>;
  components: { messages: Record<string, { name: string; payload?: unknown }> };
};

/** What the document says a namespace receives and sends: its operations' messages, by their event names. */
function eventsInDocument(namespace: string) {
  const [key] = Object.entries(document.channels).find(([, c]) => c.address === namespace) ?? [];
  const channel = key === undefined ? undefined : document.channels[key];
  const nameOf = (ref: string) => {
    const local = ref.split('/').at(-1) as string;
    const target = channel?.messages[local]?.$ref.split('/').at(-1) as string;
    return document.components.messages[target]?.name;
  };
  const of = (action: Operation['action']) =>
    new Set(
      Object.values(document.operations)
        .filter((op) => op.action === action && op.channel.$ref === `#/channels/${key}`)
        .flatMap((op) => op.messages.map((m) => nameOf(m.$ref))),
    );
  return { received: of('receive'), sent: of('send') };
}

describe('docs/asyncapi.yaml', () => {
  it('is an AsyncAPI 3 document whose every message has a payload', () => {
    expect(document.asyncapi).toMatch(/^3\./);
    for (const message of Object.values(document.components.messages)) expect(message.payload).toBeDefined();
  });

  it.each(Object.keys(NAMESPACE_SOURCES))('names every event %s handles and emits', (namespace) => {
    const code = eventsInCode(namespace);
    const described = eventsInDocument(namespace);
    expect(code.received.size).toBeGreaterThan(0);
    expect(code.sent.size).toBeGreaterThan(0);
    expect([...described.received].sort()).toEqual([...code.received].sort());
    expect([...described.sent].sort()).toEqual([...code.sent].sort());
  });
});
