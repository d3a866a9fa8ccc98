import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import {
  EventStoreError,
  EventStoreUnavailable,
  InvalidArgument,
  WrongExpectedVersion,
} from '@periscope/event-store';
import {
  HeldByTournament,
  InvalidCommand,
  RuleNotImplemented,
  RuleViolation,
  RulesError,
} from '@periscope/rules';
import type { Response } from 'express';
import { AppError, type ErrorKind } from './app-error';
import type { ErrorBody } from './error-body';

/** The one place an application error becomes an HTTP status. */
const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  busy: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

/** What an error answers, over HTTP or in a socket ack: its body, and when to ask again. */
export interface ErrorAnswer {
  body: ErrorBody;
  retryAfterSeconds?: number;
}

export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    const { kind, code, message, details, retryAfterSeconds } = error;
    return { body: { statusCode: STATUS_OF_KIND[kind], code, message, ...details }, retryAfterSeconds };
  }
  if (error instanceof EventStoreUnavailable) return unavailable(error);
  return { body: toBody(error) };
}

/** A database that cannot be reached is 503, to be asked again; its address stays in the log. */
const unavailable = ({ code, retryAfterSeconds }: EventStoreUnavailable): ErrorAnswer => ({
  body: {
    statusCode: HttpStatus.SERVICE_UNAVAILABLE,
    code,
    message: `The event store cannot be reached now; try again in ${retryAfterSeconds} s`,
  },
  retryAfterSeconds,
});

const STATUS_OF_STORE_ERROR: Record<string, number> = {
  [new WrongExpectedVersion('x-1', 0, 0).code]: HttpStatus.CONFLICT,
  [new InvalidArgument('x', 'x').code]: HttpStatus.BAD_REQUEST,
  'event-store/duplicate-event-id': HttpStatus.CONFLICT,
  'event-store/closed': HttpStatus.SERVICE_UNAVAILABLE,
};

/** Turns every error into an ErrorBody with a stable code; only a genuine server fault is a 5xx. */
@Catch()
export class ErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorsFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { body, retryAfterSeconds } = errorAnswer(error);
    // A request already answered (408 for a body that stalled) whose parser fails afterwards: nothing to send.
    if (response.headersSent) return;
    if (error instanceof EventStoreUnavailable) this.logger.warn(error.message);
    else if (body.statusCode >= 500)
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    if (retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(retryAfterSeconds));
    response.status(body.statusCode).json(body);
  }
}

function toBody(error: unknown): ErrorBody {
  if (error instanceof RulesError) return rulesErrorBody(error);
  if (isBodyParserError(error)) return bodyParserErrorBody(error);
  if (error instanceof EventStoreError) {
    return {
      statusCode: STATUS_OF_STORE_ERROR[error.code] ?? 500,
      code: error.code,
      message: error.message,
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const raw = error.getResponse();
    if (typeof raw === 'string') return { statusCode: status, code: `http/${status}`, message: raw };
    const {
      message = error.message,
      code = `http/${status}`,
      ...rest
    } = raw as Partial<ErrorBody> & { message?: string | string[] };
    // Keep what the thrower said (terminus's health report, validation details) and add the stable fields.
    return {
      ...rest,
      statusCode: status,
      code,
      message: Array.isArray(message) ? message.join('; ') : message,
    };
  }
  return { statusCode: 500, code: 'server/internal', message: 'Internal server error' };
}

/**
 * Rules errors by category: a rule violation is 422 and names its rule; a rule not played yet is 409 (the career
 * waits for the engine, the client did nothing wrong) and names its rule; so is a command while the career's
 * tournament holds its play (T-PAUSE); a malformed command is 400.
 */
function rulesErrorBody(error: RulesError): ErrorBody {
  const { code, message } = error;
  if (error instanceof RuleViolation)
    return { statusCode: HttpStatus.UNPROCESSABLE_ENTITY, code, rule: error.rule, message };
  if (error instanceof RuleNotImplemented) {
    const missing = error.missing && { missing: error.missing }; // what is missing, by code, for the clients' words
    return { statusCode: HttpStatus.CONFLICT, code, rule: error.rule, ...missing, message };
  }
  if (error instanceof HeldByTournament) return { statusCode: HttpStatus.CONFLICT, code, message };
  if (error instanceof InvalidCommand)
    return { statusCode: HttpStatus.BAD_REQUEST, code, field: error.field, message };
  return { statusCode: HttpStatus.BAD_REQUEST, code, message };
}

/** What express's body parser throws (http-errors): a 4xx it means to show, e.g. 413 for a body over the limit. */
interface BodyParserError extends Error {
  status: number;
  expose: true;
  /** Set by the server's own checks before parsing (http-limits): a stable code such as validation/too-deep. */
  code?: string;
  type?: string;
  limit?: number;
  length?: number;
}

const isBodyParserError = (error: unknown): error is BodyParserError =>
  error instanceof Error &&
  (error as Partial<BodyParserError>).expose === true &&
  Number.isInteger((error as Partial<BodyParserError>).status) &&
  (error as BodyParserError).status >= 400 &&
  (error as BodyParserError).status < 500;

function bodyParserErrorBody(error: BodyParserError): ErrorBody {
  const message =
    error.type === 'entity.too.large'
      ? `The request body (${error.length} bytes) is over the server's limit of ${error.limit} bytes`
      : error.message;
  const code =
    typeof error.code === 'string' && error.code.includes('/') ? error.code : `http/${error.status}`;
  return { statusCode: error.status, code, message };
}
