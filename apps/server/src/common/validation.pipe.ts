import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { ErrorBody } from './error-body';

const flatten = (errors: ValidationError[], prefix = ''): { field: string; problems: string[] }[] =>
  errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, problems: Object.values(e.constraints) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });

/** An error answer lists at most this many fields: the first ones found, enough to fix a request by. */
const MAX_DETAILS = 10;

/**
 * Global DTO validation: unknown fields are refused, and the answer lists the bad fields (code
 * validation/invalid-input): the first problem of each, the first MAX_DETAILS fields.
 */
export const validationPipe = () =>
  new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const details = flatten(errors).slice(0, MAX_DETAILS);
      const body: ErrorBody = {
        statusCode: 400,
        code: 'validation/invalid-input',
        message: details.map((d) => `${d.field}: ${d.problems.join('; ')}`).join(' | '),
        details,
      };
      return new BadRequestException(body);
    },
  });
