import { Logger, type ArgumentsHost } from '@nestjs/common';
import { InvalidCommand, RuleNotImplemented, RuleViolation, UnknownCommand } from '@periscope/rules';
import { AppError, notFound } from './app-error';
import { errorAnswer, ErrorsFilter } from './errors.filter';

/** The status and body the filter sends for an error. */
function answer(error: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const response = {
    status: (status: number) => ((sent.status = status), response),
    json: (body: unknown) => (sent.body = body),
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new ErrorsFilter().catch(error, host);
  return sent;
}

describe('ErrorsFilter', () => {
  it('sends a rule violation as 422 with its code and rule', () => {
    expect(answer(new RuleViolation('8.0', 'command/not-pending', 'Not now'))).toEqual({
      status: 422,
      body: { statusCode: 422, code: 'command/not-pending', rule: '8.0', message: 'Not now (rule 8.0)' },
    });
  });

  it('sends a rule not played yet as 409 rules/not-implemented with the rule, never a 5xx', () => {
    expect(answer(new RuleNotImplemented('10.11', 'refit'))).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        code: 'rules/not-implemented',
        rule: '10.11',
        message: 'RuleNotImplemented: 10.11 refit',
      },
    });
  });

  it("sends what a rule not played yet lacks by its code, for the clients' words", () => {
    const error = new RuleNotImplemented('7.2.5', '(Beneath the Med chart B3 is not built)', { chart: 'B3' });
    expect(answer(error).body).toEqual({
      statusCode: 409,
      code: 'rules/not-implemented',
      rule: '7.2.5',
      missing: { chart: 'B3' },
      message: 'RuleNotImplemented: 7.2.5 (Beneath the Med chart B3 is not built)',
    });
  });

  it('sends a malformed command as 400 naming the field', () => {
    expect(answer(new InvalidCommand('EnterNextBox', 'data.posture', 'is wrong'))).toMatchObject({
      status: 400,
      body: { code: 'command/invalid-field', field: 'data.posture' },
    });
    expect(answer(new UnknownCommand('Launch', 'the career'))).toMatchObject({
      status: 400,
      body: { code: 'command/unknown-type', field: 'type' },
    });
  });

  it('sends a body over the limit as 413 with the limit', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), {
      status: 413,
      expose: true,
      type: 'entity.too.large',
      length: 200000,
      limit: 102400,
    });
    expect(answer(tooLarge)).toEqual({
      status: 413,
      body: {
        statusCode: 413,
        code: 'http/413',
        message: "The request body (200000 bytes) is over the server's limit of 102400 bytes",
      },
    });
  });

  it('sends the code of a request refused before parsing (a body too deep)', () => {
    const refused = Object.assign(new Error('JSON nests deeper than 32 levels'), {
      status: 400,
      expose: true,
      code: 'validation/too-deep',
    });
    expect(answer(refused)).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'validation/too-deep', message: 'JSON nests deeper than 32 levels' },
    });
  });

  it('sends nothing on a response already sent (a body that stalled was answered 408)', () => {
    const json = jest.fn();
    const response = { headersSent: true, status: () => response, json };
    const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
    new ErrorsFilter().catch(new Error('request aborted'), host);
    expect(json).not.toHaveBeenCalled();
  });

  it('keeps a 500 for anything else, without its message', () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    expect(answer(new TypeError('boom'))).toEqual({
      status: 500,
      body: { statusCode: 500, code: 'server/internal', message: 'Internal server error' },
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('TypeError: boom'));
    log.mockRestore();
  });

  it('sends an application error with the status of its kind, its code, message and details', () => {
    expect(answer(notFound('career', 'c-1'))).toEqual({
      status: 404,
      body: { statusCode: 404, code: 'career/not-found', message: 'No career c-1' },
    });
    const limited = new AppError('busy', 'rate/limited', 'Too many', { limit: 3 }, 7);
    expect(errorAnswer(limited)).toEqual({
      body: { statusCode: 429, code: 'rate/limited', message: 'Too many', limit: 3 },
      retryAfterSeconds: 7,
    });
  });

  it('sets Retry-After when the error says when to ask again', () => {
    const setHeader = jest.fn();
    const response = { status: () => response, json: jest.fn(), setHeader };
    const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
    new ErrorsFilter().catch(new AppError('busy', 'export/busy', 'Busy', {}, 5), host);
    expect(setHeader).toHaveBeenCalledWith('Retry-After', '5');
  });
});
