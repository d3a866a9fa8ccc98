import { IsInt, IsObject, IsOptional, IsString, Length, Min } from 'class-validator';

/** `join`: a stream kind (`career`, `game`) and its id; `after` resumes from the last position received. */
export class JoinMessage {
  @IsString()
  @Length(1, 40)
  stream!: string;

  @IsString()
  @Length(1, 100)
  id!: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  after?: number;
}

/** `leave`: stop receiving a stream's updates. */
export class LeaveMessage {
  @IsString()
  @Length(1, 40)
  stream!: string;

  @IsString()
  @Length(1, 100)
  id!: string;
}

/** `command`: a seat's command, as the HTTP body, for the stream named (its policy checks the rest). */
export class CommandMessage extends LeaveMessage {
  @IsString()
  @Length(1, 100)
  commandId!: string;

  @IsString()
  @Length(1, 100)
  type!: string;

  @IsObject()
  data!: Record<string, unknown>;
}

/** Printable ASCII within the decorators' lengths: what `@Length` counts as the string's length (ids are UUIDs). */
export const plainText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= max && /^[\x20-\x7e]*$/.test(value);

export const isPlainObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype;

/**
 * The usual `join` and `leave`, checked by hand against exactly their decorators' rules: a crowd that follows a
 * new game sends one of each per socket, and the validation pipe costs ~0.1 ms a message. Anything else (a missing
 * or extra field, another type, a non-ASCII string) gives undefined, and the pipe then answers it, with its error.
 */
export function plainLeave(body: unknown): LeaveMessage | undefined {
  if (!isPlainObject(body) || Object.keys(body).length !== 2) return undefined;
  const { stream, id } = body;
  return plainText(stream, 40) && plainText(id, 100) ? { stream, id } : undefined;
}

export function plainJoin(body: unknown): JoinMessage | undefined {
  if (!isPlainObject(body)) return undefined;
  const { after, ...rest } = body;
  if (!('after' in body)) return plainLeave(body);
  if (typeof after !== 'number' || !Number.isInteger(after) || after < 0) return undefined;
  const named = plainLeave(rest);
  return named && { ...named, after };
}

const COMMAND_KEYS = ['stream', 'id', 'commandId', 'type', 'data'];

/**
 * The usual `command`, checked by hand as `join` is (a seat's every move goes this way; the pipe would cost more
 * than the check): exactly its five fields, ASCII within their lengths, `data` a plain object. Anything else gives
 * undefined, and the pipe answers it.
 */
export function plainCommand(body: unknown): CommandMessage | undefined {
  if (!isPlainObject(body) || Object.keys(body).length !== COMMAND_KEYS.length) return undefined;
  const { stream, id, commandId, type, data } = body;
  const plain =
    plainText(stream, 40) &&
    plainText(id, 100) &&
    plainText(commandId, 100) &&
    plainText(type, 100) &&
    isPlainObject(data);
  return plain ? { stream, id, commandId, type, data } : undefined;
}

/** A seat's command as the HTTP routes take it (`CareerCommandDto`, `GameCommandDto`): the socket's three fields. */
interface PlainSeatCommand<T extends string = string> {
  commandId: string;
  type: T;
  data: Record<string, unknown>;
}

/**
 * A seat's command checked by hand against its DTO's decorators (`@Length(1, 100)` commandId, `@IsIn(types)`,
 * `@IsSmallObject(dataMaxChars)`): the live `command` path calls it for every move. Undefined for anything else
 * (a non-ASCII id, an unknown type, data too long or not a plain object), which the validation pipe then answers.
 */
export function plainSeatCommand<T extends string>(
  body: { commandId: unknown; type: unknown; data: unknown },
  types: ReadonlySet<string>,
  dataMaxChars: number,
): PlainSeatCommand<T> | undefined {
  const { commandId, type, data } = body;
  const plain =
    plainText(commandId, 100) &&
    typeof type === 'string' &&
    types.has(type) &&
    isPlainObject(data) &&
    JSON.stringify(data).length <= dataMaxChars;
  return plain ? { commandId, type: type as T, data } : undefined;
}
