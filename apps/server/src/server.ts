import 'reflect-metadata';
import cluster from 'node:cluster';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestApplication } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { validateEnvironment } from './config/environment';
import { API_PREFIX, configureApp } from './configure-app';
import { isWebClientBuilt } from './web/web-dist';

/** One server process: the whole application on PORT (alone, or as one of WORKERS). */
export async function bootstrap() {
  const env = validateEnvironment(process.env);
  const app = await NestFactory.create(AppModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  configureApp(app);
  await app.listen(env.PORT);
  const web = isWebClientBuilt(env.WEB_DIST)
    ? `the web client at / from ${env.WEB_DIST}`
    : `no web client (not built in ${env.WEB_DIST}: run npm run build)`;
  app
    .get(Logger)
    .log(
      `periscope listening on :${env.PORT} with the ${env.EVENT_STORE} event store: the API at /${API_PREFIX} ` +
        `(docs at /${API_PREFIX}/docs), ${web}`,
    );
  closeGracefullyOn(app, ['SIGTERM', 'SIGINT']);
}

/**
 * Graceful shutdown: stop accepting connections, let requests in flight finish, then close the event store
 * (which waits for its appends in flight). The process then exits by itself with status 0 once the log is written;
 * a worker of WORKERS first lets go of its channel to the primary, which would otherwise keep it alive.
 */
function closeGracefullyOn(app: INestApplication, signals: NodeJS.Signals[]) {
  const close = async (signal: NodeJS.Signals) => {
    app.get(Logger).log(`${signal} received: finishing requests in flight`);
    await (app as NestApplication).close(signal);
    if (cluster.isWorker) process.disconnect?.();
  };
  for (const signal of signals) process.once(signal, close);
}
