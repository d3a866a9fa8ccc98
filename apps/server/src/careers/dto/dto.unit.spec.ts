import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import fc from 'fast-check';
import { CareerCommandDto, plainCareerCommand } from './career-command.dto';
import { EventsPageQuery } from '../../common/dto/events-page.query';
import { StartCareerDto } from './start-career.dto';

/** The fields class-validator rejects, as the global ValidationPipe would see them. */
const badFields = (dto: new () => object, plain: object): string[] =>
  validateSync(plainToInstance(dto, plain), { whitelist: true, forbidNonWhitelisted: true }).map(
    (e) => e.property,
  );

describe('StartCareerDto', () => {
  const good = { uboatType: 'VIIC', startDate: '1943-07', kommandant: 'Kptlt. Prien' };

  it('accepts the choices of 4.1-4.5, optional ones included', () => {
    expect(badFields(StartCareerDto, good)).toEqual([]);
    expect(
      badFields(StartCareerDto, {
        ...good,
        uboatId: 'U-47',
        options: { reducedConvoyTargets: true, evasiveManoeuvres: 'escortRolled', specialAbility: 'roll' },
        torpedoSwaps: -2,
        playerSeed: 'mine',
        endDate: '1944-12',
      }),
    ).toEqual([]);
    expect(badFields(StartCareerDto, { ...good, endDate: 'December 1944' })).toEqual(['endDate']);
  });

  it('names each bad field', () => {
    expect(badFields(StartCareerDto, {})).toEqual(['uboatType', 'startDate', 'kommandant']);
    expect(
      badFields(StartCareerDto, {
        uboatType: 'Bismarck',
        startDate: '1943-7',
        kommandant: '',
        options: { a: 'yes' },
        torpedoSwaps: 1.5,
        playerSeed: '',
        extra: 1,
      }),
    ).toEqual(['extra', 'uboatType', 'startDate', 'kommandant', 'options', 'torpedoSwaps', 'playerSeed']);
    expect(badFields(StartCareerDto, { ...good, options: [true] })).toEqual(['options']);
    expect(badFields(StartCareerDto, { ...good, options: { '14.2': true } })).toEqual(['options']);
    expect(badFields(StartCareerDto, { ...good, options: { extremeRange: 'yes' } })).toEqual(['options']);
    expect(badFields(StartCareerDto, { ...good, kommandant: 'x'.repeat(101) })).toEqual(['kommandant']);
  });
});

describe('CareerCommandDto', () => {
  it('wants a commandId of 1-100 characters, a career command type and a small data object', () => {
    expect(badFields(CareerCommandDto, { commandId: 'c', type: 'AssignPatrol', data: {} })).toEqual([]);
    expect(badFields(CareerCommandDto, { commandId: 1, type: 'Launch', data: [] })).toEqual([
      'commandId',
      'type',
      'data',
    ]);
    expect(
      badFields(CareerCommandDto, {
        commandId: 'x'.repeat(101),
        type: 'Dive',
        data: { pad: 'x'.repeat(2000) },
      }),
    ).toEqual(['commandId', 'data']);
    expect(badFields(CareerCommandDto, { commandId: 'c', type: 'Dive' })).toEqual(['data']);
  });

  it("13.5.4: refuses the wolfpack coordinator's commands from a player", () => {
    for (const type of ['OpenPackRound', 'DismissPack'])
      expect(
        badFields(CareerCommandDto, { commandId: 'c', type, data: { round: 1, detection: 'focused' } }),
      ).toEqual(['type']);
  });
});

describe('EventsPageQuery', () => {
  it('reads numbers from the query string, with defaults', () => {
    expect(plainToInstance(EventsPageQuery, {})).toEqual({ from: 0, limit: 1000 });
    expect(plainToInstance(EventsPageQuery, { from: '3' })).toEqual({ from: 3, limit: 1000 });
    expect(badFields(EventsPageQuery, { from: '-1', limit: '1001' })).toEqual(['from', 'limit']);
    expect(badFields(EventsPageQuery, { from: 'abc' })).toEqual(['from']);
  });
});

describe('the hand-checked career command (the live command path)', () => {
  const field = fc.oneof(
    fc.constantFrom('Dive', 'EnterNextBox', 'AssignPatrol', 'Launch', 'c-1', '', 'é', 'x'.repeat(101)),
    fc.string({ maxLength: 3 }),
    fc.integer(),
    fc.constantFrom(
      null,
      [],
      {},
      { posture: 'surfaced' },
      { pad: 'x'.repeat(1990) },
      { pad: 'x'.repeat(2000) },
    ),
  );

  it('accepts only what the validation pipe accepts, unchanged', () => {
    fc.assert(
      fc.property(field, field, field, (commandId, type, data) => {
        const plain = plainCareerCommand({ commandId, type, data });
        if (plain) {
          expect(badFields(CareerCommandDto, { commandId, type, data })).toEqual([]);
          expect(plain).toEqual({ commandId, type, data });
        }
      }),
      { numRuns: 2000 },
    );
    expect(plainCareerCommand({ commandId: 'c-1', type: 'Dive', data: {} })).toBeDefined();
    expect(plainCareerCommand({ commandId: 'c-1', type: 'SinkConvoy', data: {} })).toBeUndefined();
  });
});
