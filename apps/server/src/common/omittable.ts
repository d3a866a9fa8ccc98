import { ValidateIf } from 'class-validator';

/**
 * A field that may be left out, but not sent as null: class-validator's IsOptional lets null through
 * to code that reads the field's members (a 500). With this, null meets the field's other checks (a 400).
 */
export const Omittable = () => ValidateIf((_object, value) => value !== undefined);
