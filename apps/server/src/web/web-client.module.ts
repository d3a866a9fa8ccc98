import { Inject, Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApplicationConfig, HttpAdapterHost } from '@nestjs/core';
import { ExpressLoader, type ServeStaticModuleOptions } from '@nestjs/serve-static';
import type { NextFunction, Request, Response } from 'express';
import type { Environment } from '../config/environment';
import { API_PREFIX } from '../configure-app';
import { NOT_BUILT_PAGE } from './not-built.page';
import { precompressedFiles } from './precompressed';
import { ASSETS_DIR, cacheControlOf, isWebClientBuilt } from './web-dist';

/**
 * Where the client answers: every path but the API's (`/api`: its own JSON 404), socket.io's, and a missing
 * hashed asset (a 404, not a page in its place).
 */
const CLIENT_ROUTES = new RegExp(`^/(?!(?:${API_PREFIX}|socket\\.io)(?:/|$)|${ASSETS_DIR}/)`);

/**
 * The web client: its files, and index.html for every client route (the client routes it). No
 * `exclude`: the loader turns every error of an excluded path into a 404, a malformed JSON body on /api included.
 */
export function webClientOptions(root: string): ServeStaticModuleOptions[] {
  return [
    {
      rootPath: root,
      renderPath: CLIENT_ROUTES,
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
    if (isWebClientBuilt(root)) {
      httpAdapter.use(precompressedFiles(root));
      return new ExpressLoader().register(httpAdapter, this.config, webClientOptions(root));
    }
    new Logger('WebClient').warn(`no web client in ${root}: run npm run build`);
    httpAdapter.use((req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !CLIENT_ROUTES.test(req.path)) return next();
      res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(NOT_BUILT_PAGE);
    });
  }
}

@Module({ providers: [WebClient] })
export class WebClientModule {}
