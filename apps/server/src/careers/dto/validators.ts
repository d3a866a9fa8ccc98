import { buildMessage, ValidateBy, type ValidationOptions } from 'class-validator';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object of at most `maxKeys` on/off switches, e.g. the optional rules `{ "14.2": true }`. */
export const IsSwitches = (maxKeys: number, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isSwitches',
      validator: {
        validate: (value: unknown) =>
          isPlainObject(value) &&
          Object.keys(value).length <= maxKeys &&
          Object.entries(value).every(([key, on]) => key.length <= 50 && typeof on === 'boolean'),
        defaultMessage: buildMessage(
          () => `$property must be an object of at most ${maxKeys} switches, each true or false`,
        ),
      },
    },
    options,
  );

/** A JSON object whose text is at most `maxChars` long (it is copied into every event the command produces). */
export const IsSmallObject = (maxChars: number, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isSmallObject',
      validator: {
        validate: (value: unknown) => isPlainObject(value) && JSON.stringify(value).length <= maxChars,
        defaultMessage: buildMessage(
          () => `$property must be an object whose JSON is at most ${maxChars} characters`,
        ),
      },
    },
    options,
  );
