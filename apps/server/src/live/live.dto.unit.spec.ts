import type { Type } from '@nestjs/common';
import fc from 'fast-check';
import { validationPipe } from '../common/validation.pipe';
import { CommandMessage, JoinMessage, LeaveMessage, plainCommand, plainJoin, plainLeave } from './live.dto';

const pipe = validationPipe();
const viaPipe = <T>(metatype: Type<T>, body: unknown): Promise<unknown> =>
  pipe.transform(body ?? {}, { type: 'body', metatype }).then(
    (value: object) => ({ ...value }),
    () => 'refused',
  );

/** Values a client may put in a field: the right shape, near the limits, and every wrong one. */
const anyValue = fc.oneof(
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
  fc.string({ minLength: 38, maxLength: 42 }),
  fc.string({ minLength: 99, maxLength: 101 }),
  fc.constantFrom('', '\uFE0F', 'career', '7f0c1a52-5b3e-4c1e-9d2a-0b1c2d3e4f50'),
  fc.integer({ min: -3, max: 1e9 }),
  fc.double(),
  fc.constantFrom(null, true, [], {}),
);
const bodies = fc.oneof(
  fc.record(
    { stream: anyValue, id: anyValue, after: anyValue, other: anyValue },
    { requiredKeys: ['stream', 'id'] },
  ),
  fc.record({ stream: anyValue, id: anyValue, after: anyValue }, { requiredKeys: [] }),
  fc.constantFrom(null, 'career', 3, [] as unknown),
);

describe('the hand-checked join and leave', () => {
  it('accept only what the validation pipe accepts, as the pipe reads it', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const join = plainJoin(body);
        if (join) expect(await viaPipe(JoinMessage, body)).toEqual(join);
        const leave = plainLeave(body);
        if (leave) expect(await viaPipe(LeaveMessage, body)).toEqual(leave);
      }),
      { numRuns: 3000 },
    );
  });

  it('take the messages clients send (so a crowd skips the pipe), and leave the rest to it', () => {
    const id = '7f0c1a52-5b3e-4c1e-9d2a-0b1c2d3e4f50';
    expect(plainJoin({ stream: 'career', id })).toEqual({ stream: 'career', id });
    expect(plainJoin({ stream: 'game', id, after: 0 })).toEqual({ stream: 'game', id, after: 0 });
    expect(plainLeave({ stream: 'career', id })).toEqual({ stream: 'career', id });
    for (const body of [
      { stream: 'career' },
      { stream: 'career', id, after: -1 },
      { stream: 'career', id, after: 1.5 },
      { stream: 'career', id, after: null },
      { stream: 'career', id, extra: 1 },
      { stream: 'é', id },
      { stream: '', id },
      { stream: 'x'.repeat(41), id },
      JSON.parse('{"stream":"career","__proto__":1}') as unknown,
    ])
      expect(plainJoin(body)).toBeUndefined();
    expect(plainLeave({ stream: 'career', id, after: 1 })).toBeUndefined();
  });
});

describe('the hand-checked command', () => {
  const commands = fc.record(
    {
      stream: anyValue,
      id: anyValue,
      commandId: anyValue,
      type: anyValue,
      data: fc.oneof(anyValue, fc.constantFrom({ posture: 'surfaced' }, { a: [1, { b: 2 }] })),
      other: anyValue,
    },
    { requiredKeys: ['stream', 'id', 'commandId', 'type', 'data'] },
  );

  it('accepts only what the validation pipe accepts, as the pipe reads it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(commands, bodies), async (body) => {
        const command = plainCommand(body);
        if (command) expect(await viaPipe(CommandMessage, body)).toEqual(command);
      }),
      { numRuns: 3000 },
    );
  });

  it('takes the command a seat sends, and leaves the rest to the pipe', () => {
    const id = '7f0c1a52-5b3e-4c1e-9d2a-0b1c2d3e4f50';
    const command = { stream: 'career', id, commandId: 'c-1', type: 'Dive', data: { depth: 'deep' } };
    expect(plainCommand(command)).toEqual(command);
    for (const body of [
      { ...command, data: [] },
      { ...command, data: null },
      { ...command, commandId: '' },
      { ...command, type: 'é' },
      { ...command, extra: 1 },
      { stream: 'career', id, commandId: 'c-1', type: 'Dive' },
    ])
      expect(plainCommand(body)).toBeUndefined();
  });
});
