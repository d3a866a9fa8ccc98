import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ENVIRONMENT_VARIABLES, validateEnvironment } from './environment';

// docker-compose.yml cannot run here (no Docker daemon): check that it parses, that it describes the deployment
// README "Deployment" promises, and that it wires the server only with variables the server reads.

const root = join(__dirname, '../../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  ports?: unknown[];
  expose?: unknown[];
  networks?: string[];
  deploy?: { replicas?: number };
  volumes?: string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: unknown };
}

/** The variables of .env.example, which compose reads from .env. */
const envExample: Record<string, string> = Object.fromEntries(
  read('.env.example')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/** Compose's interpolation: `${NAME}`, `${NAME:-default}` and `${NAME:?error}` (which fails when NAME is unset). */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(
    /\$\{([A-Z_]+)(?:(:-|:\?)([^}]*))?\}/g,
    (_, name: string, kind?: string, rest?: string) => {
      const value = env[name];
      if (value !== undefined && value !== '') return value;
      if (kind === ':?') throw new Error(`${name} is required: ${rest}`);
      return kind === ':-' ? (rest ?? '') : '';
    },
  );
}

const rawCompose = read('docker-compose.yml');
const compose = parse(interpolate(rawCompose, envExample)) as {
  services: Record<string, Service>;
  networks: Record<string, { internal?: boolean } | null>;
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

  it('has the proxy, the server, PostgreSQL, Redis and KurrentDB, each image pinned to a version', () => {
    expect(Object.keys(services).sort()).toEqual(['kurrentdb', 'postgres', 'proxy', 'redis', 'server']);
    expect(services.server.build).toBeDefined();
    for (const name of ['proxy', 'postgres', 'redis', 'kurrentdb'])
      expect(services[name].image).toMatch(/:\d+\.\d+[\w.-]*$/);
    expect(services.kurrentdb.image).toMatch(/kurrentdb/);
  });

  it('runs two server replicas that only the proxy reaches', () => {
    expect(services.server.deploy?.replicas).toBe(2);
    expect(services.server.ports).toBeUndefined();
    expect(services.server.expose).toEqual(['3000']);
    expect(services.proxy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    const caddyfile = read('deploy/Caddyfile');
    expect(services.proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(caddyfile).toMatch(/dynamic a server 3000/);
    expect(caddyfile).toMatch(/health_uri \/api\/health\/ready/);
    expect(caddyfile).toMatch(/^\{\$SITE_ADDRESS\} \{/m);
  });

  it('publishes no database port on the host and keeps the stores on an internal network', () => {
    for (const name of ['postgres', 'redis', 'kurrentdb']) {
      expect(services[name].ports).toBeUndefined();
      expect(services[name].networks).toEqual(['data']);
    }
    expect(compose.networks.data?.internal).toBe(true);
    expect(services.proxy.networks).toEqual(['edge']);
  });

  it('takes every secret from the env file: compose refuses to start without it', () => {
    for (const secret of ['POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'KURRENTDB_ADMIN_PASSWORD']) {
      expect(envExample[secret]).toBeDefined();
      expect(rawCompose).toContain(`\${${secret}:?`);
      expect(() => interpolate(rawCompose, { ...envExample, [secret]: '' })).toThrow(secret);
    }
    expect(rawCompose).not.toMatch(/PASSWORD: [a-z0-9]/i);
    expect(new URL(serverEnv.DATABASE_URL).password).toBe(envExample.POSTGRES_PASSWORD);
    expect(new URL(serverEnv.REDIS_URL).password).toBe(envExample.REDIS_PASSWORD);
    expect(read('.gitignore').split('\n')).toContain('.env');
    expect(read('.dockerignore').split('\n')).toEqual(
      expect.arrayContaining(['.env', '.git', 'node_modules']),
    );
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

  it('keys every per-IP limit on the client behind the proxy: one trusted hop, which Caddy overwrites', () => {
    expect(serverEnv.TRUST_PROXY).toBe('1');
    expect(validateEnvironment(serverEnv)).toMatchObject({ TRUST_PROXY: '1' });
    expect(read('deploy/Caddyfile')).not.toMatch(/^\s*trusted_proxies/m);
    for (const cap of ['HTTP_MAX_CONNECTIONS_PER_IP', 'SOCKET_MAX_CONNECTIONS_PER_IP'])
      expect(serverEnv[cap]).toBeUndefined();
  });

  it('points the server at the compose services by name', () => {
    expect(new URL(serverEnv.DATABASE_URL).host).toBe('postgres:5432');
    expect(new URL(serverEnv.REDIS_URL).hostname).toBe('redis');
    expect(new URL(serverEnv.KURRENTDB_URL).host).toBe('kurrentdb:2113');
  });

  it('checks the health of every service; the server starts after its stores report healthy', () => {
    for (const service of Object.values(services)) expect(service.healthcheck?.test).toBeDefined();
    expect(JSON.stringify(services.server.healthcheck?.test)).toContain('/api/health/ready');
    const dependencies = dependenciesOf(services.server);
    expect(dependencies.sort()).toEqual(['postgres', 'redis']);
    for (const name of dependencies)
      expect((services.server.depends_on as Record<string, { condition?: string }>)[name].condition).toBe(
        'service_healthy',
      );
  });

  it('runs KurrentDB in its own profile as a single TLS node without projections', () => {
    expect(services.kurrentdb.profiles).toEqual(['kurrentdb']);
    expect(environmentOf(services.kurrentdb)).toMatchObject({
      KURRENTDB_CLUSTER_SIZE: '1',
      KURRENTDB_RUN_PROJECTIONS: 'None',
      KURRENTDB_START_STANDARD_PROJECTIONS: 'false',
      KURRENTDB_INSECURE: 'false',
    });
    expect(environmentOf(services.kurrentdb).KURRENTDB_CERTIFICATE_FILE).toBeTruthy();
    expect(new URL(serverEnv.KURRENTDB_URL).searchParams.get('tls')).toBe('true');
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;

  it('builds on the current LTS (node:24-slim, as .nvmrc) with npm ci and npm run build', () => {
    expect(dockerfile).toMatch(/^FROM node:24-slim/m);
    expect(readFileSync(join(root, '.nvmrc'), 'utf8').trim()).toMatch(/^24\./);
    expect(dockerfile).toMatch(/^RUN npm ci$/m);
    expect(dockerfile).toMatch(/^RUN npm run build/m);
  });

  it('starts the same file as `npm start`', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? '[]').join(' ')).toBe(scripts.start);
  });
});
