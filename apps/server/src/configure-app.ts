import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ErrorsFilter } from './common/errors.filter';
import { validationPipe } from './common/validation.pipe';

/** Everything main.ts sets on the app, shared with the e2e tests so that they test the real thing. */
export function configureApp(app: INestApplication): INestApplication {
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
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs/openapi.json' });
  return app;
}
