import { ScriptedDice, ScriptedDiceError } from './scripted-dice';

describe('ScriptedDice', () => {
  describe('with one queue of faces', () => {
    it('hands each roll as many faces as it has dice', () => {
      const dice = new ScriptedDice([6, 6, 1, 0, 0, 4]);
      expect(dice.roll('2d6', 'E2')).toEqual({
        kind: '2d6',
        purpose: 'E2',
        nonce: 0,
        faces: [6, 6],
        value: 12,
      });
      expect(dice.roll('1d6', 'dud')).toMatchObject({ nonce: 1, faces: [1], value: 1 });
      expect(dice.roll('d100', 'T1')).toMatchObject({ faces: [0, 0], value: 100 });
      expect(dice.remaining).toBe(1);
      expect(dice.rolls.map((roll) => roll.purpose)).toEqual(['E2', 'dud', 'T1']);
    });

    it('says which roll ran out', () => {
      const dice = new ScriptedDice([3]);
      expect(() => dice.roll('2d6', 'E2 escort detection')).toThrow(
        new ScriptedDiceError(
          "ScriptedDice ran out: roll #1 (2d6 for 'E2 escort detection') needs 2 face(s), 1 left",
        ),
      );
    });
  });

  describe('with a queue per kind', () => {
    it('hands out the scripted faces of the kind asked, numbers for single dice', () => {
      const dice = new ScriptedDice({ '2d6': [[6, 6]], d66: [[1, 3]], '1d6': [4] }, 10);
      expect(dice.roll('d66', 'E4')).toMatchObject({ nonce: 10, faces: [1, 3], value: 13 });
      expect(dice.roll('1d6', 'U2')).toMatchObject({ nonce: 11, faces: [4], value: 4 });
      expect(dice.remaining).toBe(1);
    });

    it('says which kind ran out', () => {
      const dice = new ScriptedDice({ '2d6': [[6, 6]] });
      expect(() => dice.roll('d66', 'E4 damage')).toThrow(
        "ScriptedDice ran out: no d66 scripted for roll #1 (d66 for 'E4 damage')",
      );
    });

    it('wants every face of a multi-die roll', () => {
      const dice = new ScriptedDice({ '2d6': [7] });
      expect(() => dice.roll('2d6', 'E2')).toThrow(/script roll #1 \(2d6 for 'E2'\) as its 2 faces/);
    });

    it('does not consume the script it was given', () => {
      const script = { '1d6': [1, 2] };
      new ScriptedDice(script).roll('1d6', 'x');
      expect(script['1d6']).toEqual([1, 2]);
    });
  });

  it('refuses faces the kind cannot show', () => {
    expect(() => new ScriptedDice([7]).roll('1d6', 'U3')).toThrow(
      "ScriptedDice: scripted roll for 'U3' is impossible: 1d6 face 7 is out of range 1–6",
    );
    expect(() => new ScriptedDice({ d66: [[0, 3]] }).roll('d66', 'E4')).toThrow(
      /d66 face 0 is out of range 1–6/,
    );
    expect(() => new ScriptedDice({ '1d10': [2.5] }).roll('1d10', 'x')).toThrow(ScriptedDiceError);
    expect(() => new ScriptedDice({ '3d6': [[1, 2]] }).roll('3d6', 'x')).toThrow(/3d6 has 3 faces, got 2/);
  });
});
