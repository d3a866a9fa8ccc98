import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ENVIRONMENT_VARIABLES, validateEnvironment } from './environment';

// docker-compose.yml cannot run here (no Docker daemon): check that it parses and that it wires the server only
// with variables the server reads, and valid values for them.

const root = join(__dirname, '../../../..');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: unknown };
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
};
const services = compose.services;

/** Both compose forms: `KEY: value` and `- KEY=value`. */
function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  const pairs = Array.isArray(env)
    ? env.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
    : Object.entries(env).map(([key, value]) => [key, value === null ? '' : String(value)]);
  return Object.fromEntries(pairs);
}

const dependenciesOf = (service: Service): string[] =>
  Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});

describe('docker-compose.yml', () => {
  const serverEnv = environmentOf(services.server);

  it('has the server, PostgreSQL, Redis and KurrentDB', () => {
    expect(Object.keys(services).sort()).toEqual(['kurrentdb', 'postgres', 'redis', 'server']);
    expect(services.server.build).toBeDefined();
    expect(services.postgres.image).toBe('postgres:16');
    expect(services.redis.image).toBe('redis:7');
    expect(services.kurrentdb.image).toMatch(/kurrentdb/);
  });

  it('sets on the server only variables the server reads', () => {
    expect(Object.keys(serverEnv).length).toBeGreaterThan(0);
    for (const name of Object.keys(serverEnv)) expect(ENVIRONMENT_VARIABLES).toContain(name);
  });

  it('gives the server an environment it accepts, on PostgreSQL and when switched to KurrentDB', () => {
    expect(validateEnvironment(serverEnv)).toMatchObject({ EVENT_STORE: 'postgres', PORT: 3000 });
    expect(validateEnvironment({ ...serverEnv, EVENT_STORE: 'kurrentdb' })).toMatchObject({
      EVENT_STORE: 'kurrentdb',
    });
  });

  it('points the server at the compose services by name', () => {
    expect(new URL(serverEnv.DATABASE_URL).host).toBe('postgres:5432');
    expect(new URL(serverEnv.REDIS_URL).hostname).toBe('redis');
    expect(new URL(serverEnv.KURRENTDB_URL).host).toBe('kurrentdb:2113');
  });

  it('starts the server after services that exist and report healthy', () => {
    const dependencies = dependenciesOf(services.server);
    expect(dependencies.sort()).toEqual(['kurrentdb', 'postgres', 'redis']);
    for (const name of dependencies) {
      expect(services[name]).toBeDefined();
      expect(services[name].healthcheck?.test).toBeDefined();
      expect((services.server.depends_on as Record<string, { condition?: string }>)[name].condition).toBe(
        'service_healthy',
      );
    }
  });

  it('runs KurrentDB as an insecure single node with projections', () => {
    expect(environmentOf(services.kurrentdb)).toMatchObject({
      KURRENTDB_CLUSTER_SIZE: '1',
      KURRENTDB_RUN_PROJECTIONS: 'All',
      KURRENTDB_INSECURE: 'true',
    });
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;

  it('builds on node:20-slim with npm ci and npm run build', () => {
    expect(dockerfile).toMatch(/^FROM node:20-slim/m);
    expect(dockerfile).toMatch(/^RUN npm ci$/m);
    expect(dockerfile).toMatch(/^RUN npm run build/m);
  });

  it('starts the same file as `npm start`', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? '[]').join(' ')).toBe(scripts.start);
  });
});
