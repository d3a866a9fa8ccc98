import './memory-store.env';
import { readFileSync, writeFileSync } from 'node:fs';
import { CLIENT_TYPES, clientTypesSource, openApiDocument } from './client-types';

// npm run client:generate: libs/client/src/openapi.ts from the server's OpenAPI document. With --check it writes
// nothing and exits 1 when the file is not what the server documents today (test/client.e2e-spec.ts runs that: a
// child process, since openapi-typescript's dependencies are ES modules that jest's CommonJS cannot load).
void (async () => {
  const source = await clientTypesSource(await openApiDocument());
  if (process.argv.includes('--check')) {
    const current = readFileSync(CLIENT_TYPES, 'utf8') === source;
    process.stderr.write(
      current ? 'libs/client is current\n' : 'libs/client is stale: npm run client:generate\n',
    );
    process.exit(current ? 0 : 1);
  }
  writeFileSync(CLIENT_TYPES, source);
  process.stderr.write(`written: ${CLIENT_TYPES}\n`);
  process.exit(0);
})();
