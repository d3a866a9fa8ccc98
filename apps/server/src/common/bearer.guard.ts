import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AppError } from './app-error';
import { bearerToken } from './bearer-token';

/**
 * The one bearer-token guard: `Authorization: Bearer <token>` for the resource `:id`. Runs before body validation,
 * so an unauthenticated caller learns nothing from it: 401 without a token, then whatever `admit` finds (404 for
 * no such resource, 403 for a token that opens nothing). Each capability says only what its token opens.
 */
export abstract class BearerGuard implements CanActivate {
  /** The 401 for a request without a token, saying where the token comes from. */
  protected abstract missing(): AppError;

  /** Throws unless `token` opens resource `id`; may note on the request what it opened (a seat). */
  protected abstract admit(id: string, token: string, request: Request): Promise<void>;

  /**
   * Without a token: whether the request's session is the account that claimed the seat (docs/accounts.md
   * "Claiming"); may note on the request what it opened. By default nothing opens without a token.
   */
  protected admitSession(_id: string, _request: Request): Promise<boolean> {
    return Promise.resolve(false);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const token = bearerToken(request.headers.authorization);
    if (!token && (await this.admitSession(String(request.params.id), request))) return true;
    if (!token) throw this.missing();
    await this.admit(String(request.params.id), token, request);
    return true;
  }
}
