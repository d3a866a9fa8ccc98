import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import request from 'supertest';
import { join } from 'node:path';
import { AppModule } from '../../apps/server/src/app.module';
import { configureApp } from '../../apps/server/src/configure-app';

// libs/client's generated types: from the OpenAPI document of the server as it is (memory store), by
// openapi-typescript, formatted as the repository is. `npm run client:generate` writes them; a test compares.

export const CLIENT_TYPES = join(__dirname, '../../libs/client/src/openapi.ts');

const HEADER =
  "// Generated from the server's OpenAPI document by `npm run client:generate` (openapi-typescript): do not edit.\n" +
  '// test/client.e2e-spec.ts fails when this is not what the server documents today.\n\n';

/** The OpenAPI document the server serves at /api/docs/openapi.json. */
export async function openApiDocument(app?: INestApplication): Promise<Record<string, unknown>> {
  const own = !app;
  const server =
    app ??
    configureApp(
      (await Test.createTestingModule({ imports: [AppModule] }).compile()).createNestApplication({
        logger: false,
      }),
    );
  if (own) await server.init();
  try {
    return (await request(server.getHttpServer()).get('/api/docs/openapi.json').expect(200)).body;
  } finally {
    if (own) await server.close();
  }
}

/** The source of libs/client/src/openapi.ts for this document. */
export async function clientTypesSource(document: Record<string, unknown>): Promise<string> {
  const source = HEADER + astToString(await openapiTS(document as never));
  return format(source, { ...(await resolveConfig(CLIENT_TYPES)), filepath: CLIENT_TYPES });
}
