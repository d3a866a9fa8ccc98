import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import fc from 'fast-check';
import { GameCommandDto, plainGameCommand } from './game-command.dto';

const badFields = (plain: object): string[] =>
  validateSync(plainToInstance(GameCommandDto, plain), { whitelist: true, forbidNonWhitelisted: true }).map(
    (e) => e.property,
  );

describe('GameCommandDto', () => {
  it('takes a seat command or a player career command', () => {
    expect(badFields({ commandId: 'c', type: 'Roll', data: {} })).toEqual([]);
    expect(badFields({ commandId: 'c', type: 'EnterNextBox', data: { posture: 'surfaced' } })).toEqual([]);
  });

  it('13.5.4: refuses the wolfpack coordinator’s commands from a seat', () => {
    for (const type of ['OpenPackRound', 'DismissPack'])
      expect(badFields({ commandId: 'c', type, data: {} })).toEqual(['type']);
  });
});

describe('the hand-checked game command (the live command path)', () => {
  const field = fc.oneof(
    fc.constantFrom(
      'Roll',
      'RevealManoeuvre',
      'EnterNextBox',
      'OpenPackRound',
      'c-1',
      '',
      'é',
      'x'.repeat(101),
    ),
    fc.string({ maxLength: 3 }),
    fc.integer(),
    fc.constantFrom(
      null,
      [],
      {},
      { number: 3, salt: 'f'.repeat(64) },
      { pad: 'x'.repeat(1990) },
      { pad: 'x'.repeat(2000) },
    ),
  );

  it('accepts only what the validation pipe accepts, unchanged', () => {
    fc.assert(
      fc.property(field, field, field, (commandId, type, data) => {
        const plain = plainGameCommand({ commandId, type, data });
        if (plain) {
          expect(badFields({ commandId, type, data })).toEqual([]);
          expect(plain).toEqual({ commandId, type, data });
        }
      }),
      { numRuns: 2000 },
    );
    expect(plainGameCommand({ commandId: 'c-1', type: 'RevealManoeuvre', data: {} })).toBeDefined();
    expect(plainGameCommand({ commandId: 'c-1', type: 'EnterNextBox', data: {} })).toBeDefined();
    expect(plainGameCommand({ commandId: 'c-1', type: 'OpenPackRound', data: {} })).toBeUndefined();
  });
});
