import {
  InvalidCommand,
  RULE_VIOLATION_CODES,
  RuleNotImplemented,
  RulesError,
  RuleViolation,
  UnknownCommand,
} from './errors';

describe('rules errors', () => {
  it('RuleViolation names its rule and a stable code', () => {
    const error = new RuleViolation(
      '9.2.1',
      'combat/too-many-torpedoes',
      'Only 3 torpedoes are loaded forward',
    );
    expect(error).toBeInstanceOf(RulesError);
    expect(error).toMatchObject({
      name: 'RuleViolation',
      category: 'rule-violation',
      rule: '9.2.1',
      code: 'combat/too-many-torpedoes',
      message: 'Only 3 torpedoes are loaded forward (rule 9.2.1)',
    });
  });

  it('RuleNotImplemented starts its message with the rule number', () => {
    expect(new RuleNotImplemented('14.9').message).toBe('RuleNotImplemented: 14.9');
    const error = new RuleNotImplemented('14.9', 'replenishment at sea');
    expect(error.message).toBe('RuleNotImplemented: 14.9 replenishment at sea');
    expect(error).toMatchObject({ rule: '14.9', category: 'not-implemented', code: 'rules/not-implemented' });
    expect(error).toBeInstanceOf(RulesError);
  });

  it('InvalidCommand names the command and the field', () => {
    const error = new InvalidCommand('FireTorpedoes', 'data.range', 'must be close, medium or long');
    expect(error).toMatchObject({
      name: 'InvalidCommand',
      category: 'invalid-command',
      code: 'command/invalid-field',
      commandType: 'FireTorpedoes',
      field: 'data.range',
      message: 'InvalidCommand: FireTorpedoes.data.range must be close, medium or long',
    });
  });

  it('UnknownCommand is an InvalidCommand of the field type', () => {
    const error = new UnknownCommand('RamTheConvoy', 'career');
    expect(error).toBeInstanceOf(InvalidCommand);
    expect(error).toMatchObject({
      name: 'UnknownCommand',
      category: 'invalid-command',
      code: 'command/unknown-type',
      field: 'type',
      message: 'UnknownCommand: "RamTheConvoy" is not a command of career',
    });
    expect(new UnknownCommand(undefined, 'career').message).toBe(
      'UnknownCommand: undefined is not a command of career',
    );
  });

  it('every violation code is namespaced and described on one line', () => {
    for (const [code, description] of Object.entries(RULE_VIOLATION_CODES)) {
      expect(code).toMatch(/^[a-z]+\/[a-z-]+$/);
      expect(description).not.toMatch(/\n/);
    }
  });
});
