import type { CareerEvent } from '@periscope/rules';
import { reportOf } from '@periscope/rules/career/views/headlines';
import { switchLanguage, type Language } from '../../i18n/i18n';
import { phrase } from '../../i18n/phrase';

// The wound card of a command (10.6.1) as the player reads it: the library's lines (views/headlines.ts) in the
// catalogue's words, a named crewman by his post, a generic one by the crew box hit.

const injured = (member: string, box: number | null, severity: string | null) =>
  ({ type: 'CrewInjured', data: { rule: '9.8.2', member, box, severity } }) as unknown as CareerEvent;

const woundCard = async (language: Language, move: readonly CareerEvent[]) => {
  await switchLanguage(language);
  const card = reportOf(move).cards.find((c) => c.kind === 'wounded');
  return card ? card.lines.map(phrase) : null;
};

describe('the wound card', () => {
  afterAll(() => switchLanguage('en'));

  const move = [
    injured('crew', 1, 'lightlyWounded'),
    injured('engineer', null, 'severelyWounded'),
    injured('doctor', null, null), // not aboard: no wound
  ];

  it('names the crew box of a generic crewman, and a named crewman by his post (en)', async () => {
    expect(await woundCard('en', move)).toEqual([
      'A crewman of crew box 2 lightly wounded',
      'The Chief Engineer severely wounded',
    ]);
  });

  it('says the same in Spanish and Italian', async () => {
    expect(await woundCard('es', move)).toEqual([
      'Un tripulante de la casilla de tripulación 2: herido leve',
      'El ingeniero jefe: herido grave',
    ]);
    expect(await woundCard('it', move)).toEqual([
      'Un membro dell’equipaggio della casella 2: ferito lieve',
      'Il direttore di macchina: ferito grave',
    ]);
  });
});
