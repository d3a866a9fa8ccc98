import type { INestApplication } from '@nestjs/common';
import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface';
import { ConfigService } from '@nestjs/config';
import compression from 'compression';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Server } from 'node:http';
import { ErrorsFilter } from './common/errors.filter';
import { validationPipe } from './common/validation.pipe';
import { clientAddresses } from './http-limits/client-address';
import { CorsPolicy } from './http-limits/cors-policy';
import { guardHttpServer } from './http-limits/http-server';
import { readJsonOnly } from './http-limits/json-body';
import { LimitedIoAdapter } from './http-limits/limited-io.adapter';
import { limitsOf } from './http-limits/limits';
import { setSecurityHeaders } from './http-limits/security-headers';
import { guardTheDoor } from './throttling/request-door';
import { operationIdOf } from './openapi-ids';

/** Every HTTP route of the API is under this prefix; the rest of the paths are the web client's. */
export const API_PREFIX = 'api';

/** Everything main.ts sets on the app, shared with the e2e tests so that they test the real thing. */
export function configureApp(app: INestApplication): INestApplication {
  app.setGlobalPrefix(API_PREFIX);
  setSecurityHeaders(app, `${API_PREFIX}/docs`);
  app.useGlobalPipes(validationPipe());
  app.useGlobalFilters(new ErrorsFilter());
  // API answers (JSON, NDJSON exports) compressed when the client accepts it; the web client's files come
  // compressed from the build (web/precompressed.ts), which this leaves alone.
  app.use(compression({ threshold: 1024, filter: compressible }));
  limitClients(app);
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('periscope')
      .setDescription(
        'Play The Hunted (1943–45) online: careers, two-player games, tournaments, live views and audit.',
      )
      .setVersion('0.1.0')
      .addBearerAuth(
        { type: 'http', scheme: 'bearer', description: 'The seat token from POST /careers' },
        'seat',
      )
      .build(),
    { operationIdFactory: operationIdOf },
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, {
    jsonDocumentUrl: `${API_PREFIX}/docs/openapi.json`,
  });
  return app;
}

/** compression's own choice (JSON, text, …), and the NDJSON of exports, which its list does not name. */
const compressible = (req: Request, res: Response): boolean =>
  /^application\/x-ndjson/.test(String(res.getHeader('Content-Type') ?? '')) || compression.filter(req, res);

/**
 * Bounded bodies and messages, timeouts and per-IP caps, JSON only, one CORS policy for HTTP
 * and socket.io, no X-Powered-By. Limits from the environment (README "Configuration").
 */
function limitClients(app: INestApplication): void {
  const limits = limitsOf(app.get(ConfigService));
  const cors = new CorsPolicy(limits.corsOrigins);
  const addresses = clientAddresses(app, limits.trustProxy);
  (app as NestExpressApplication).disable('x-powered-by');
  guardHttpServer(app.getHttpServer() as Server, limits, addresses);
  app.enableCors((req: Request, answer: (error: Error | null, options: CorsOptions) => void) => {
    const origin = cors.allowOriginHeader(req.headers.origin, req.headers.host);
    answer(null, { origin, maxAge: 600 });
  });
  guardTheDoor(app, API_PREFIX);
  readJsonOnly(app, API_PREFIX, limits);
  app.useWebSocketAdapter(new LimitedIoAdapter(app, limits, cors, addresses));
}
