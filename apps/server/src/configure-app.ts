import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ErrorsFilter } from './common/errors.filter';
import { validationPipe } from './common/validation.pipe';

/** Every HTTP route of the API is under this prefix; the rest of the paths are the web client's. */
export const API_PREFIX = 'api';

/** Everything main.ts sets on the app, shared with the e2e tests so that they test the real thing. */
export function configureApp(app: INestApplication): INestApplication {
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(validationPipe());
  app.useGlobalFilters(new ErrorsFilter());
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
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, {
    jsonDocumentUrl: `${API_PREFIX}/docs/openapi.json`,
  });
  return app;
}
