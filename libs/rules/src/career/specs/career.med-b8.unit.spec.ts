import { BENEATH_THE_MED } from '../../campaigns';
import { ScriptedDice, type DiceScript } from '../../dice';
import { evolve } from '../evolve';
import { medCrashDive } from '../med/aircraft';
import { homeward } from '../med/abort';
import { commandModifiers } from '../med/escorts';
import { medRepairs } from '../med/repairs';
import { medBoatReturned } from '../med/refit';
import { medReportOf } from '../views/med-headlines';
import { decideMed } from '../med/decide';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent } from '../model/events';
import type { MedCareer, MedCrewWounds, MedPatrol } from '../model/med';
import { asCareerState, initialState, type CareerState, type MedState } from '../model/state';
import { types } from './career.fixtures';
import { asGiven, assignedInTheMed, med, startedInTheMed } from './career.med.fixtures';

const pack = BENEATH_THE_MED.charts.builtIn;
const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const fold = (events: readonly CareerEvent[], from: CareerState = initialState()): CareerState =>
  events.reduce(evolve, from);
const started = startedInTheMed('Adua', '1940-06', { '1d6': [4] });

/** An Adua at sea before its first box, its crew's wounds, skills and patrol changed as the case needs. */
function aduaAtSea(
  wounds: Partial<MedCrewWounds> = {},
  change: { readonly patrol?: Partial<MedPatrol>; readonly career?: Partial<MedCareer> } = {},
): MedState {
  const state = med(fold(asGiven([started, assignedInTheMed([started], [3, 4])])));
  const career = state.career as MedCareer;
  return stateWith(state, {
    career: { ...career, ...change.career, wounds: { ...career.wounds, ...wounds } },
    patrol: { ...(state.patrol as MedPatrol), ...change.patrol },
  });
}

/** When the boat enters its next box with these dice: the events and the state after them. */
function enterWith(given: MedState, dice: DiceScript) {
  const events = decideMed(
    asCareerState(given),
    enter,
    new ScriptedDice(dice),
    pack,
  ) as unknown as CareerEvent[];
  return { events, state: med(fold(events, asCareerState(given))) };
}

/** [A3] 12, the patrol's random event; [B10] 2, a man overboard (D53); then `who` on [B8]. */
const manOverboard = (who: [number, number]): [number, number][] => [[6, 6], [1, 1], who];

describe('Beneath the Med [B8]: crew injuries (7.5.6, D50-D51)', () => {
  it('7.5.6: the crew sails fit, four generic boxes (Q-BTM-B8-GENERIC)', () => {
    expect(aduaAtSea().career?.wounds).toEqual({
      comandante: 'none',
      secondo: 'none',
      armi: 'none',
      medico: 'none',
      macchina: 'none',
      generic: ['none', 'none', 'none', 'none'],
    });
  });

  it('7.5.6, 7.7.4: Given a man overboard, When [B8] rolls the Comandante (2) killed (6), Then the game ends', () => {
    const { events, state } = enterWith(aduaAtSea(), { '2d6': manOverboard([1, 1]), '1d6': [6] });
    expect(types(events).slice(3)).toEqual(['CrewInjured', 'CareerEnded']);
    expect(events[3].data).toMatchObject({ role: 'comandante', severity: 'killed', after: 'killed' });
    expect(events[4].data).toMatchObject({ reason: 'kommandantKilled', rule: '7.7.4' });
    expect(state.step.kind).toBe('ended');
  });

  it('7.5.6 (D51): with the Comandante SW the Secondo commands (+1 on [B1] and [B3]); an SW on his LW puts him out and the Ufficiale alle Armi commands (+2)', () => {
    const given = aduaAtSea({ comandante: 'severelyWounded', secondo: 'lightlyWounded' });
    expect(commandModifiers(given.career as MedCareer)).toEqual({
      secondoInCommand: true,
      ufficialeAlleArmiInCommand: false,
    });
    const { events, state } = enterWith(given, { '2d6': manOverboard([1, 2]), '1d6': [4] });
    expect(events[3].data).toMatchObject({
      role: 'secondo',
      before: 'lightlyWounded',
      severity: 'severelyWounded',
      after: 'severelyWounded',
      inCommand: 'armi',
    });
    expect(commandModifiers(state.career as MedCareer)).toEqual({
      secondoInCommand: false,
      ufficialeAlleArmiInCommand: true,
    });
  });

  it('7.5.6: the move says the wound by the Regia Marina’s post, in its headline and its card', () => {
    const { events } = enterWith(aduaAtSea(), { '2d6': manOverboard([1, 2]), '1d6': [4] });
    const said = { key: 'move.medInjured', params: { role: 'secondo', severity: 'severelyWounded' } };
    const report = medReportOf(events);
    expect(report.headlines).toContainEqual(said);
    expect(report.cards.find((c) => c.kind === 'wounded')?.lines).toEqual([said]);
  });

  it('7.5.6 (D51): an SW on an SW man kills him', () => {
    const { events } = enterWith(aduaAtSea({ medico: 'severelyWounded' }), {
      '2d6': manOverboard([2, 3]),
      '1d6': [1, 5],
    });
    expect(events[4].data).toMatchObject({ role: 'medico', before: 'severelyWounded', after: 'killed' });
  });

  it('7.5.6 (Q-BTM-B8-ABORT): the Ufficiale alle Armi in command hurt (10), the Direttore takes command and the patrol is aborted at once', () => {
    const given = aduaAtSea({ comandante: 'killed', secondo: 'killed' }, { patrol: { boxIndex: 2 } });
    const { events, state } = enterWith(given, { '2d6': manOverboard([4, 6]), '1d6': [5] });
    expect(types(events).slice(3)).toEqual(['CrewInjured', 'PatrolAborted']);
    expect(events[3].data).toMatchObject({ role: 'armi', inCommand: 'macchina' });
    expect(events[4].data).toMatchObject({ rule: '7.5.6', reason: 'engineerInCommand' });
    expect((state.patrol as MedPatrol).abort).toEqual({ rule: '7.5.6', reason: 'engineerInCommand' });
  });

  it('7.5.6: a generic crew wound falls on an unhurt man first (not on the LW or SW boxes)', () => {
    const given = aduaAtSea({ generic: ['lightlyWounded', 'severelyWounded', 'none', 'none'] });
    const { events, state } = enterWith(given, { '2d6': manOverboard([3, 4]), '1d6': [1] });
    expect(events[3].data).toMatchObject({ role: 'generic', box: 2, after: 'lightlyWounded' });
    expect(state.career?.wounds.generic).toEqual([
      'lightlyWounded',
      'severelyWounded',
      'lightlyWounded',
      'none',
    ]);
  });

  it('7.5.6: with every man wounded, LW take a second wound before SW: the LW box becomes SW', () => {
    const given = aduaAtSea({ generic: ['severelyWounded', 'lightlyWounded', 'killed', 'severelyWounded'] });
    const { events } = enterWith(given, { '2d6': manOverboard([3, 4]), '1d6': [2] });
    expect(events[3].data).toMatchObject({ box: 1, before: 'lightlyWounded', after: 'severelyWounded' });
  });

  it('7.5.6 [A4]: every generic crewman SW or KIA gives −1 on the crash dive', () => {
    const out = aduaAtSea({ generic: ['severelyWounded', 'killed', 'severelyWounded', 'killed'] });
    const dive = medCrashDive(out.career as MedCareer, new ScriptedDice({ '2d6': [[4, 4]] }), pack);
    expect(dive.data.crashDive.modifiers).toContainEqual(
      expect.objectContaining({ id: 'allGenericCrewOut', value: -1 }),
    );
  });

  it('7.5.6: a 12 with no S.L.C. crew nor commando aboard has no effect', () => {
    const { events } = enterWith(aduaAtSea(), { '2d6': manOverboard([6, 6]) });
    expect(events[3].data).toMatchObject({ role: 'slc', box: null, severityRoll: null, severity: null });
  });

  it('7.5.6 Cdo, 6.7.3: a commando passenger SW (12, then 4) fails the Commando mission at once', () => {
    const given = aduaAtSea({}, { patrol: { mission: 'C', passengers: ['none'] } });
    const { events, state } = enterWith(given, { '2d6': manOverboard([6, 6]), '1d6': [4] });
    expect(types(events).slice(3)).toEqual(['CrewInjured', 'MissionEnded']);
    expect(events[4].data).toEqual({ mission: 'C', accomplished: false, rule: '7.5.6' });
    expect((state.patrol as MedPatrol).missionAccomplished).toBe(false);
  });

  it('7.5.6 S.L.C.: an S.L.C. crew KIA before the Mission box launches one S.L.C. fewer', () => {
    const crews = { mission: 'A', passengers: ['killed', 'none', 'none'], boxIndex: 1 } as const;
    const { state } = enterWith(aduaAtSea({}, { patrol: crews }), {});
    expect((state.patrol as MedPatrol).slc?.slcs).toBe(2);
    expect((state.patrol as MedPatrol).passengers).toEqual([]);
  });

  it('7.5.6 Medico: with the doctor KIA, each SW man rolls 1d6 as the boat enters a box: 4-6 he dies', () => {
    const given = aduaAtSea({
      medico: 'killed',
      secondo: 'severelyWounded',
      generic: ['severelyWounded', 'none', 'none', 'none'],
    });
    const { events, state } = enterWith(given, { '1d6': [3, 4], '2d6': [[3, 4]] });
    expect(types(events).slice(0, 2)).toEqual(['TravelBoxEntered', 'SevereWoundsChecked']);
    expect(events[1].data).toMatchObject({
      rolls: [
        { role: 'secondo', died: false },
        { role: 'generic', box: 0, died: true },
      ],
    });
    expect(state.career?.wounds.secondo).toBe('severelyWounded');
    expect(state.career?.wounds.generic[0]).toBe('killed');
  });

  it('7.5.6 Medico: while the doctor is fit, no SW man rolls', () => {
    const given = aduaAtSea({ secondo: 'severelyWounded' });
    expect(types(enterWith(given, { '2d6': [[3, 4]] }).events)).not.toContain('SevereWoundsChecked');
  });
});

describe('Beneath the Med [B8]: repairs (7.5.1, D52) and aborts (7.5.3, 7.5.5)', () => {
  const damaged = (skills: MedCareer['crewSkills'], wounds: Partial<MedCrewWounds> = {}) =>
    aduaAtSea(wounds, {
      career: { crewSkills: skills },
      patrol: { damage: { hull: 0, flooding: 0, systems: ['deckGun', 'batteries'] } },
    });

  it('7.5.1: an expert Direttore −1 on every roll, an expert Ufficiale alle Armi −1 more on the deck gun: 4 − 2 = 2 repairs it', () => {
    const r = medRepairs(
      damaged(['engineerExpert', 'weaponsOfficerExpert']),
      '7.2.5',
      new ScriptedDice({ '1d6': [4, 5] }),
      pack,
    );
    expect(r?.data.repairs).toEqual([
      expect.objectContaining({
        system: 'deckGun',
        repaired: true,
        roll: expect.objectContaining({ total: 2 }),
      }),
      expect.objectContaining({
        system: 'batteries',
        repaired: true,
        roll: expect.objectContaining({ total: 4 }),
      }),
    ]);
  });

  it('7.5.1: the Direttore SW gives +1; a hurt Ufficiale alle Armi gives no −1 (and no penalty)', () => {
    const given = damaged(['weaponsOfficerExpert'], { macchina: 'severelyWounded', armi: 'severelyWounded' });
    const r = medRepairs(given, '7.2.5', new ScriptedDice({ '1d6': [2, 4] }), pack);
    expect(r?.data.repairs.map((x) => [x.system, x.roll.total, x.repaired])).toEqual([
      ['deckGun', 3, false],
      ['batteries', 5, false],
    ]);
  });

  it('7.5.3 (Q-BTM-B8-ABORT): the boxes home double their rolls after a diesel is lost on station', () => {
    const patrol = aduaAtSea().patrol as MedPatrol;
    const onStation = { ...patrol, boxIndex: 2 };
    const route = homeward(onStation, () => true);
    expect(route.slice(3).map((b) => [b.kind, b.rolls])).toEqual(
      patrol.boxes
        .slice(3)
        .filter((b) => b.kind !== 'area')
        .map((b) => [b.kind, b.rolls * 2]),
    );
  });

  it('7.5.3: Given both diesels out one box from base, When the boat drifts into its last box with no roll, Then it is home in the same command', () => {
    const patrol = aduaAtSea().patrol as MedPatrol;
    const last = patrol.boxes.length - 1;
    const boxes = patrol.boxes.map((b, i) => (i === last ? { ...b, rolls: 0 } : b));
    const state = aduaAtSea({}, { patrol: { boxIndex: last - 1, boxes } });
    const events = decideMed(asCareerState(state), enter, new ScriptedDice({ '1d6': [6, 6, 6] }), pack);
    expect(events[0]).toMatchObject({ type: 'TravelBoxEntered', data: { boxIndex: last, rolls: 0 } });
    expect(types(events as CareerEvent[])).toContain('MedBoatReturned');
    expect(fold(events as CareerEvent[], asCareerState(state)).step.kind).not.toBe('underway');
  });
});

describe('Beneath the Med: the wounded in port (7.5.7, 7.5.6, 7.7.6)', () => {
  /** When the Adua of 6/40 is back from a 1-month patrol (its conning tower not rebuilt: 1d6 6), with `d6` after. */
  function returned(given: MedState, d6: number[]) {
    const event = medBoatReturned(given, new ScriptedDice({ '1d6': [6, ...d6] }));
    return { event, state: med(fold([event as unknown as CareerEvent], asCareerState(given))) };
  }

  it('7.5.7: LW healed; an SW Direttore out 5 months, longer than the 1-month refit, is replaced and his skill lost; an SW crewman out 1 month stays', () => {
    const given = aduaAtSea(
      {
        macchina: 'severelyWounded',
        secondo: 'lightlyWounded',
        generic: ['severelyWounded', 'none', 'none', 'none'],
      },
      { career: { crewSkills: ['engineerExpert', 'gunnery'] } },
    );
    const { event, state } = returned(given, [5, 1]);
    expect(event.data.refit.months).toBe(1);
    expect(event.data.recovery).toMatchObject({
      men: [
        { role: 'macchina', months: 5, replaced: true },
        { role: 'generic', box: 0, months: 1, replaced: false },
      ],
      skillsLost: ['engineerExpert'],
      quality: null,
      comandante: null,
    });
    expect(state.career?.crewSkills).toEqual(['gunnery']);
    expect(state.career?.wounds).toEqual(aduaAtSea().career?.wounds); // every man fit again
  });

  it('7.5.7: an expert Medico takes a month off each SW man’s time: 2 − 1 = 1, not longer than the refit', () => {
    const given = aduaAtSea(
      { armi: 'severelyWounded' },
      { career: { crewSkills: ['doctorExpert', 'weaponsOfficerExpert'] } },
    );
    const { event } = returned(given, [2]);
    expect(event.data.recovery?.men).toEqual([
      expect.objectContaining({ role: 'armi', months: 1, replaced: false }),
    ]);
    expect(event.data.recovery?.skillsLost).toEqual([]);
  });

  it('7.5.7: every generic crewman replaced (KIA, or SW longer than the refit) drops a veteran crew to trained, a trained one not lower', () => {
    const generic = ['killed', 'killed', 'severelyWounded', 'killed'] as const;
    const veteran = returned(aduaAtSea({ generic }, { career: { crewQuality: 'veteran' } }), [6]);
    expect(veteran.event.data.recovery?.quality).toEqual({ from: 'veteran', to: 'trained', rule: '7.5.7' });
    expect(veteran.state.career?.crewQuality).toBe('trained');
    const trained = returned(aduaAtSea({ generic }), [6]);
    expect(trained.event.data.recovery?.quality).toBeNull();
  });

  it('7.5.6: the Comandante SW stays ashore 1d6 months (4), running with the refit: the next patrol waits 4 months', () => {
    const { event, state } = returned(aduaAtSea({ comandante: 'severelyWounded' }), [4]);
    expect(event.data.recovery?.comandante).toMatchObject({ months: 4 });
    expect((state.career as MedCareer).refit?.months).toBe(4);
  });
});
