import {
  areaName,
  awardName,
  boxName,
  crewmanName,
  decorationsWorn,
  encounterName,
  endReasonName,
  monthName,
  rankName,
  signed,
  systemName,
  thousands,
  woundName,
  sentenceWords,
  words,
  wordsInSentence,
} from '.';
import { switchLanguage, type Language } from '../../i18n/i18n';

describe('the game’s words', () => {
  it.each([
    ['g7eFat', 'G7e (FaT)'],
    ['transitBayOfBiscay', 'Transit (Bay of Biscay)'],
    ['westAfricanCoast', 'West African coast'],
    ['electricMotor1', 'Electric motor 1'],
    ['UBoatHit', 'U-boat hit'],
    ['groupInBiscay', 'Group in Biscay'],
    ['nightSurface', 'Night surface'],
    ['notDetected', 'undetected'],
  ])('names %s "%s"', (value, name) => expect(words(value)).toBe(name));

  it.each([
    ['transit', 'transit'],
    ['transitBayOfBiscay', 'transit (Bay of Biscay)'],
    ['atlantic', 'Atlantic'],
    ['g7eFat', 'G7e (FaT)'],
    ['g7eFatMediumRange', 'G7e (FaT) at medium range'],
    ['typeVIICFlak', 'type VIIC flak'],
    ['electricMotor1', 'electric motor 1'],
    ['expertShot', 'expert shot'],
  ])('inside a sentence names %s "%s", a proper name keeping its capital', (value, name) =>
    expect(wordsInSentence(value)).toBe(name),
  );

  it('names the ids inside a sentence the engine wrote (a roll’s purpose)', () => {
    expect(sentenceWords('repair aftTorpedoTube (1-2)')).toBe('Repair aft torpedo tubes (1-2)');
    expect(sentenceWords('firstWatchOfficer survives (1-3)')).toBe('1st Watch Officer (1WO) survives (1-3)');
    expect(sentenceWords('torpedo at Acme')).toBe('Torpedo at Acme');
  });

  it('writes tonnage with thousands separators and modifiers with their sign', () => {
    expect(`${thousands(12_500)} t`).toBe('12,500 t');
    expect([signed(1), signed(-2), signed(0)]).toEqual(['+1', '−2', '0']);
  });
});

describe('one name for each thing on every screen', () => {
  it('names the game calendar’s months in full, or short on the log sheet', () => {
    expect([monthName('1943-07'), monthName('1943-07', 'short')]).toEqual(['July 1943', 'Jul 1943']);
    expect([monthName(null), monthName('later')]).toEqual(['—', 'later']);
  });

  it('names a route’s boxes, an area by its proper name (7.3)', () => {
    expect([boxName('gibraltar'), areaName('westAfricanCoast')]).toEqual([
      'Strait of Gibraltar',
      'West African coast',
    ]);
  });

  it('writes a rank and a wound in full with the board’s abbreviation (11.2.1, 10.7.2)', () => {
    expect(rankName('KptLt')).toBe('Kapitänleutnant (KptLt)');
    expect([woundName('severelyWounded'), woundName('none')]).toEqual(['severely wounded (SW)', 'fit']);
    expect([crewmanName('firstWatchOfficer'), crewmanName('generic', 2)]).toEqual([
      '1st Watch Officer (1WO)',
      'Crew box 3',
    ]);
  });

  it('names what the Kommandant wears by the awards he received (11.3)', () => {
    const worn = decorationsWorn({
      knightsCross: 'oakLeaves',
      knightsCrossBarred: false,
      ironCross: 'firstClass',
      uboatWarBadge: 'badge',
      germanCrossInGold: false,
      frontClasp: 'bronze',
      wounds: 3,
    });
    expect(worn.map((w) => w.name)).toEqual([
      "Knight's Cross with Oak Leaves",
      'Iron Cross 1st Class',
      'Iron Cross 2nd Class',
      'U-boat War Badge',
      awardName('frontClaspBronze'),
      awardName('woundBadgeSilver'),
    ]);
    expect(awardName('woundBadgeSilver')).toBe('Wound Badge in Silver');
  });

  it('spells out a value no table knows yet', () => {
    expect([systemName('bilgePump'), encounterName('seaMonster')]).toEqual(['Bilge pump', 'Sea monster']);
  });
});

describe("how a career ends, in its own game's words (5.1; Beneath the Med 1.1, 5.1.3)", () => {
  afterEach(() => switchLanguage('en'));

  it.each<[Language, string, string, string, string]>([
    ['en', 'Kommandant killed', 'U-boat sunk', 'Comandante killed', 'Submarine sunk'],
    ['es', 'Kommandant muerto', 'U-Boat hundido', 'Comandante muerto', 'Submarino hundido'],
    ['it', 'Kommandant ucciso', 'U-Boot affondato', 'Comandante ucciso', 'Sommergibile affondato'],
  ])(
    'in %s names The Hunted\'s "%s", "%s" and Beneath the Med\'s "%s", "%s"',
    async (lang, killed, sunk, medKilled, medSunk) => {
      await switchLanguage(lang);
      expect([endReasonName('kommandantKilled', false), endReasonName('sunk', false)]).toEqual([
        killed,
        sunk,
      ]);
      expect([endReasonName('kommandantKilled', true), endReasonName('sunk', true)]).toEqual([
        medKilled,
        medSunk,
      ]);
    },
  );

  it('says a Beneath the Med crew taken prisoner, and its other ends as The Hunted does', () => {
    expect(endReasonName('captured', true)).toBe('Crew taken prisoner');
    expect(endReasonName('lostAtSea', true)).toBe(endReasonName('lostAtSea', false));
  });
});
