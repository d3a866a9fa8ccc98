import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../apps/server/src/app.module';
import { configureApp } from '../apps/server/src/configure-app';

interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** Answers that carry no body by definition. */
const BODILESS = new Set(['204', '304']);

describe('the OpenAPI document, for those who build on it', () => {
  let app: INestApplication;
  let operations: { route: string; operation: Operation }[];

  beforeAll(async () => {
    const module = await Test.createTestingModule({ imports: [AppModule] }).compile();
    app = configureApp(module.createNestApplication({ logger: false }));
    await app.init();
    const document = (await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
  });
  afterAll(() => app.close());

  it('documents the API (every controller, not a few)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
  });

  it("gives every operation a readable id: a verb and a noun, not Nest's default, each once", () => {
    const ids = operations.map(({ route, operation }) => [route, operation.operationId] as const);
    const unreadable = ids.filter(
      ([, id]) => !id || /Controller_|_/.test(id) || !/^[a-z]+[A-Z][A-Za-z]+$/.test(id),
    );
    expect(unreadable).toEqual([]);
    expect(new Set(ids.map(([, id]) => id)).size).toBe(ids.length);
  });

  it('gives every answer with a body its schema, success and error alike', () => {
    const missing = operations.flatMap(({ route, operation }) => {
      const responses = Object.entries(operation.responses ?? {});
      const success = responses.filter(([status]) => status.startsWith('2'));
      const bare = responses
        .filter(([status]) => !BODILESS.has(status))
        .filter(([, answer]) => Object.values(answer.content ?? {}).every((media) => !media.schema))
        .map(([status]) => `${route} ${status}`);
      return success.length === 0 ? [`${route}: no success answer`, ...bare] : bare;
    });
    expect(missing).toEqual([]);
  });
});
