import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';

/**
 * A reverse proxy on loopback, as nginx's proxy_pass with `proxy_set_header X-Forwarded-For
 * $proxy_add_x_forwarded_for`: every request and websocket upgrade is forwarded over TCP to the server, with the
 * address it came from added to X-Forwarded-For. Clients bound to other loopback addresses (127.0.0.2, …) are
 * other clients to it, as they would be on a network.
 */
export interface ForwardingProxy {
  readonly port: number;
  close(): Promise<void>;
}

const forwardedFor = (req: IncomingMessage) => {
  const before = req.headers['x-forwarded-for'];
  return [before, req.socket.remoteAddress].filter(Boolean).join(', ');
};

export async function forwardingProxy(target: URL): Promise<ForwardingProxy> {
  const open = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor(req) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const upstream = connect(Number(target.port), target.hostname, () => {
      const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req) };
      const lines = Object.entries(headers).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`);
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      client.pipe(upstream).pipe(client);
    });
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => s.destroy());
    }
  });
  server.on('connection', (s: Socket) => {
    open.add(s);
    s.on('close', () => open.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
