import { RuleNotImplemented } from '../../errors';
import { spec } from './career.fixtures';
import { startInTheMed } from './career.med.fixtures';

describe('Beneath the Med: the optional rules (§11) at the start', () => {
  it.each([
    ['standardTonnage', true, '11.1'],
    ['historicalTargets', true, '11.2'],
    ['evasiveManoeuvres', 'escortRolled', '11.3'],
    ['variableEscortQuality', true, '11.4'],
    ['variableAircraftQuality', true, '11.5'],
    ['extremeRange', true, '11.0'],
  ])(
    'Given a StartCareer with %s set to %s, Then the start stops with RuleNotImplemented naming the Med’s rule %s',
    (option, value, rule) => {
      const command = startInTheMed('Perla', '1942-01');
      const withOption = {
        ...command,
        data: { ...command.data, options: { [option]: value } },
      } as typeof command;
      spec
        .given([])
        .when(withOption)
        .thenThrows(RuleNotImplemented, (e) => e.rule === rule && e.message.includes('(Beneath the Med: '));
    },
  );

  it('an option switched off is no option: the career starts', () => {
    const command = startInTheMed('Perla', '1942-01');
    const off = {
      ...command,
      data: { ...command.data, options: { standardTonnage: false } },
    } as typeof command;
    expect(
      spec
        .given([])
        .when(off, {})
        .thenEvents()
        .map((e) => e.type),
    ).toEqual(['CareerStarted']);
  });
});
