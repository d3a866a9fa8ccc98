import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * The page's defences (README "Security headers"), on every answer: the client's pages, its assets, the API and
 * its docs. A strict Content-Security-Policy: scripts, styles, workers and connections from this origin only (the
 * web client has no inline script or style; its audit runs in a module Worker from /assets; socket.io connects to
 * this origin), images also as data: URLs (the favicon), no plugin, no <base>, forms to this origin only, and no
 * page may frame this one (frame-ancestors 'none', X-Frame-Options DENY): a framed organiser's console cannot be
 * clicked through. nosniff, and no path or query sent to another site (Referrer-Policy).
 */
const STRICT = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * The API's documentation (Swagger UI) writes its page's styles inline (<style> blocks, style attributes in its
 * SVG sprites); it is given inline styles, never inline scripts: its scripts are files beside the page.
 */
const DOCS = { ...STRICT, styleSrc: ["'self'", "'unsafe-inline'"] };

const headers = (directives: typeof STRICT) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Cross-origin isolation would refuse the socket.io client of an allowed CORS origin (CORS_ORIGINS).
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

export function setSecurityHeaders(app: INestApplication, docsPath: string): void {
  const strict = headers(STRICT);
  const docs = headers(DOCS);
  const docsPrefix = `/${docsPath}`;
  app.use((req: Request, res: Response, next: NextFunction) =>
    (req.path === docsPrefix || req.path.startsWith(`${docsPrefix}/`) ? docs : strict)(req, res, next),
  );
}
