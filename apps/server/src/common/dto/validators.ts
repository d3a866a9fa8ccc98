import { checkCareerOptions } from '@periscope/rules';
import { buildMessage, ValidateBy, type ValidationOptions } from 'class-validator';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why StartCareer's optional rules (§14, §15) are malformed, by the rules' own check; null when they are fine. */
function optionsProblem(value: unknown): string | null {
  let problem: string | null = null;
  checkCareerOptions(value, (field, ok, what) => {
    if (!ok && problem === null) problem = `${field} ${what}`;
  });
  return problem;
}

/** The optional rules, named and valued as the rules engine takes them (e.g. `{ "reducedConvoyTargets": true }`). */
export const IsCareerOptions = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isCareerOptions',
      validator: {
        validate: (value: unknown) => isPlainObject(value) && optionsProblem(value) === null,
        defaultMessage: buildMessage(
          (_each, args) =>
            `$property: ${optionsProblem(args?.value) ?? 'must be an object of optional rules'}`,
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
