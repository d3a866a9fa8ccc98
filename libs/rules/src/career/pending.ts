import { defaultChartPack, UBOAT_TYPES, type ChartPack } from '../charts';
import { abortChoices, nextBoxIndex } from './damage/abort';
import { approachChoices } from './combat/approach';
import { assignmentChoices } from './patrol/patrol-assignment';
import { requestableTypes } from './port/reassignment';
import type { CareerCommand, CareerCommandType, Decision, LegalCommand } from './model/commands';
import { evasionChoices } from './combat/escorts';
import { canFightOn, followChoices } from './combat/pursuit';
import { afloat, classesLeft, gunProblem, salvoProblem } from './combat/salvo';
import { readyTubes } from './common/tubes';
import { canSwitchToNight } from './combat/sighting-choices';
import { asMedState, type CareerState, type Encounter, type Patrol } from './model/state';
import { withTokenUse } from './patrol/hals-und-beinbruch';
import { doctorOffer } from './damage/doctor';
import { canDeployKite, canSchnorchelInto } from './patrol/travel';
import { mustAttack, mustFightOn } from './combat/aggressive';
import { evasiveManoeuvreParameters } from './combat/evasive-manoeuvres';
import { sightingOffers } from './options/offers';
import { OPTION_NAMES } from './model/career-options';
import { medPending } from './med/pending';
import { playedCampaign } from './common/campaign';
import { ownSparePartOffer, replenishmentChoices } from './special/replenishment-mission';
import { packFollowChoices, packOffers } from './special/wolfpack-battle';

const offer = (type: CareerCommandType, choices?: readonly CareerCommand[]): LegalCommand =>
  choices ? { type, parameters: {}, choices } : { type, parameters: {} };
/** 8.1, 8.2.2: the posture and the kite; 8.1.7: never the kite while schnorchelling. */
function enterNextBoxOffer(postures: readonly string[], kite: readonly boolean[]): LegalCommand {
  if (postures.length === 1 || kite.length === 1)
    return { type: 'EnterNextBox', parameters: { posture: postures, deployKite: kite } };
  const choices = [
    ...kite.map((deployKite): CareerCommand => ({
      type: 'EnterNextBox',
      data: { posture: 'surfaced', deployKite },
    })),
    { type: 'EnterNextBox', data: { posture: 'schnorchel', deployKite: false } } as CareerCommand,
  ];
  return offer('EnterNextBox', choices);
}

/** 8.1: surfaced, or schnorchelling with a working schnorchel (8.1.3-8.1.5). */
const postures = (state: CareerState) =>
  canSchnorchelInto(state) ? ['surfaced', 'schnorchel'] : ['surfaced'];
const offered = (commands: (LegalCommand | false)[]) =>
  commands.filter((c): c is LegalCommand => c !== false && (c.choices === undefined || c.choices.length > 0));

/** What must be decided now, and every legal command with its parameters (12.1.3: a token may be used too). */
export const pending = (state: CareerState, charts: ChartPack = defaultChartPack): Decision =>
  playedCampaign(state) === 'beneath-the-med'
    ? medPending(asMedState(state)) // career/med: its charts and steps
    : withTokenUse(state, decision(state, charts));

function decision(state: CareerState, charts: ChartPack): Decision {
  const step = state.step;
  switch (step.kind) {
    case 'setup':
      return {
        step,
        commands: [
          {
            type: 'StartCareer',
            parameters: {
              uboatType: UBOAT_TYPES,
              startDate: 'YYYY-MM from 1943-07 (or the type’s service date) to 1945-05',
              torpedoSwaps: [-4, -3, -2, -1, 0, 1, 2, 3, 4],
              options: `the optional rules in play (§14, §15), the rest off: ${OPTION_NAMES.join(', ')}`,
            },
          },
        ],
      };
    case 'inPort':
      return { step, commands: [{ type: 'AssignPatrol', parameters: assignmentChoices(state, charts) }] };
    case 'newUBoatRequest': {
      const types = requestableTypes(state, charts); // 11.4.3
      const request: LegalCommand = { type: 'RequestNewUBoat', parameters: { uboatType: types } };
      return { step, commands: offered([types.length > 0 && request, offer('KeepNewUBoatRequest')]) };
    }
    case 'underway': {
      const patrol = state.patrol as Patrol;
      const next = patrol.boxes[nextBoxIndex(patrol) as number];
      const kite = canDeployKite(state, next, charts) ? [false, true] : [false];
      return {
        step,
        commands: offered([
          enterNextBoxOffer(postures(state), kite),
          offer('AbortPatrol', abortChoices(state)), // 10.9.5
          ownSparePartOffer(state), // 11.4.10.3
          doctorOffer(state), // 11.1
        ]),
      };
    }
    case 'shipsSighted': {
      const night = canSwitchToNight(state.encounter as Encounter);
      const commands = offered([
        offer('ChooseApproach', approachChoices(state, charts)),
        !mustAttack(state, charts) && offer('DeclineAttack'), // 14.15 #6
        night && offer('SwitchToNight'),
        ...sightingOffers(state), // 14.12, 14.15 #15
      ]);
      return { step, commands };
    }
    case 'staySurfacedOrDive':
      return { step, commands: [offer('StaySurfaced'), offer('Dive')] };
    case 'firing':
      return { step, commands: firing(state, charts) };
    case 'evading':
      return { step, commands: offered([offer('EvadeEscorts', evasionChoices(state, charts))]) };
    case 'combatRoundOver': {
      const more = canFightOn(state) && offer('AdditionalRound');
      const breakOff = !mustFightOn(state) && offer('BreakOff'); // 14.15 #6
      const follows = packFollowChoices(state) ?? followChoices(state); // 13.5.5
      return { step, commands: offered([more, offer('Follow', follows), breakOff]) };
    }
    case 'submarine': {
      const first = (state.encounter as Encounter).submarine?.phase === 'attack';
      const attack = first
        ? offer('ChooseApproach', approachChoices(state, charts))
        : offer('AdditionalRound');
      return {
        step,
        commands: offered([attack, offer('BreakOff'), ...(first ? sightingOffers(state) : [])]),
      };
    }
    case 'evasiveManoeuvre': // 14.8
      return {
        step,
        commands: [{ type: 'ChooseEvasiveManoeuvre', parameters: evasiveManoeuvreParameters(state) }],
      };
    case 'replenishment': // 14.9
      return { step, commands: [offer('AcceptReplenishment'), offer('DeclineReplenishment')] };
    case 'wolfpack': // 13.5.5: the boat's own choice; otherwise it waits for its pack's coordinator
      return { step, commands: packOffers(state) };
    case 'replenishmentChoice': // 11.4.10.3, 11.4.10.4
      return { step, commands: offered(replenishmentChoices(state, charts)) };
    case 'depthCharges':
    case 'identifying':
    case 'aircraft':
    case 'randomEvent':
    case 'replenishing':
    case 'refit':
    case 'crewAdvance': // Beneath the Med's (7.7.1)
    case 'torpedoLoading': // Beneath the Med's (4.5 step 3)
    case 'repairing':
    case 'scuttling':
    case 'antiAircraft': // Beneath the Med's (med/pending.ts)
    case 'slcAttack': // Beneath the Med's (career/med)
    case 'blocked':
    case 'ending':
    case 'ended':
      return { step, commands: [] };
  }
}

/** 9.2-9.4: the salvos and gun shots that may be fired now (a sample of the combinations), or the end of the round. */
function firing(state: CareerState, charts: ChartPack): LegalCommand[] {
  const encounter = state.encounter as Encounter;
  const unescorted = !encounter.escorted && !encounter.submarine;
  const targets = afloat(encounter);
  const ready = { bow: readyTubes(state, 'bow'), stern: readyTubes(state, 'stern') };
  const ends = (['bow', 'stern'] as const).filter((e) => ready[e].length > 0);
  const aimed = (end: 'bow' | 'stern', target: number, all: boolean) =>
    ready[end].slice(0, all ? undefined : 1).map((tube) => ({ end, tube, target }));
  const salvos = targets.flatMap((target) => [
    ...ends.flatMap((end) => [aimed(end, target, true), aimed(end, target, false)]),
    ends.length === 2 ? [...aimed('bow', target, true), ...aimed('stern', target, true)] : [],
  ]);
  const torpedoes: CareerCommand[] = salvos
    .filter((shots) => salvoProblem(state, shots) === null)
    .map((shots) => ({ type: 'FireTorpedoes', data: { shots } }));
  const gunTargets = targets.flatMap((t) => [[t], [t, t]]);
  const gun: CareerCommand[] = classesLeft(state, charts).includes('deckGun')
    ? gunTargets
        .filter((g) => gunProblem(state, g, charts) === null)
        .map((g) => ({ type: 'FireDeckGun', data: { targets: g } }))
    : [];
  return offered([
    offer('FireTorpedoes', torpedoes),
    offer('FireDeckGun', gun),
    unescorted && offer('EndRound'),
    encounter.submarine !== null && offer('BreakOff'),
  ]);
}
