import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { GameCommandDto } from './game-command.dto';

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
