import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { ErrorBody } from './error-body';

const flatten = (errors: ValidationError[], prefix = ''): { field: string; problems: string[] }[] =>
  errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, problems: Object.values(e.constraints) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });

/** Global DTO validation: unknown fields are refused, and the answer lists each bad field (code validation/invalid-input). */
export const validationPipe = () =>
  new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      const body: ErrorBody = {
        statusCode: 400,
        code: 'validation/invalid-input',
        message: details.map((d) => `${d.field}: ${d.problems.join('; ')}`).join(' | '),
        details,
      };
      return new BadRequestException(body);
    },
  });
