import { Inject, Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApplicationConfig, HttpAdapterHost } from '@nestjs/core';
import { ExpressLoader, type ServeStaticModuleOptions } from '@nestjs/serve-static';
import type { NextFunction, Request, Response } from 'express';
import type { Environment } from '../config/environment';
import { API_PREFIX } from '../configure-app';
import { NOT_BUILT_PAGE } from './not-built.page';
import { ASSETS_DIR, cacheControlOf, isWebClientBuilt } from './web-dist';

/** Paths that are never the client's: the API (its own JSON 404) and socket.io; a missing asset is a 404 too. */
const NOT_CLIENT_ROUTES = [API_PREFIX, 'socket.io'];
const isClientRoute = (path: string) =>
  !NOT_CLIENT_ROUTES.some((p) => path === `/${p}` || path.startsWith(`/${p}/`));

/** The web client (issue 15): its files, and index.html for every other GET (the client routes it). */
export function webClientOptions(root: string): ServeStaticModuleOptions[] {
  return [
    {
      rootPath: root,
      exclude: [...NOT_CLIENT_ROUTES, ASSETS_DIR].map((p) => `/${p}/{*path}`),
      serveStaticOptions: {
        setHeaders: (res: Response, file: string) => {
          const cacheControl = cacheControlOf(root, file);
          if (cacheControl) res.setHeader('Cache-Control', cacheControl);
        },
      },
    },
  ];
}

/**
 * Serves the built web client from WEB_DIST beside the API (README "Configuration"), with @nestjs/serve-static's
 * express loader; without a build, every client route answers a page saying so (200) and the API works as ever.
 * It registers after the API's routes (onModuleInit) and before Nest's 404 handler. ServeStaticModule itself
 * picks its loader when the module compiles, which is before the HTTP adapter exists under @nestjs/testing: the
 * e2e tests would not serve anything.
 */
@Injectable()
class WebClient implements OnModuleInit {
  constructor(
    private readonly adapter: HttpAdapterHost,
    private readonly config: ApplicationConfig,
    @Inject(ConfigService) private readonly env: ConfigService<Environment, true>,
  ) {}

  onModuleInit(): void {
    const root = this.env.get('WEB_DIST', { infer: true });
    const { httpAdapter } = this.adapter;
    if (isWebClientBuilt(root))
      return new ExpressLoader().register(httpAdapter, this.config, webClientOptions(root));
    new Logger('WebClient').warn(`no web client in ${root}: run npm run build`);
    httpAdapter.use((req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !isClientRoute(req.path)) return next();
      res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(NOT_BUILT_PAGE);
    });
  }
}

@Module({ providers: [WebClient] })
export class WebClientModule {}
