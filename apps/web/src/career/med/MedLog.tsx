import type { ComponentChildren } from 'preact';
import type { MedAssignment, MedRouteBox } from '@periscope/rules/career/model/med';
import { RuleRef } from '../../ui/RuleRef';
import type { ClientEvent } from '../events';
import { announcement, chartRow, eventName, rollsOf } from '../dice/rolls';
import '../log/log.css';
import { t, word, type MessageKey } from '../../i18n/i18n';
import { encounterName, systemName, tons } from '../../ui/words';
import { Reconstructed } from '../../ui/Reconstructed';
import { designedRoll } from './designed-rolls';
import { medBoxName } from './MedRoute';
import { medShipName, type MedShip } from './med-ships';

/** [B5]'s effects of one hit, as UBoatHit names them (7.5). */
const HIT_EFFECTS = ['hull', 'flooding', 'crewInjury', 'systemDamaged', 'noEffect'] as const;

type Data = Readonly<Record<string, unknown>>;

/** What an event of a Med career says in the log, above its rolls. */
function told(event: ClientEvent): ComponentChildren {
  const d = event.data as Data;
  switch (event.type) {
    case 'PatrolAssigned': {
      const a = d as unknown as MedAssignment;
      return t('medLog.assigned', {
        n: a.number,
        area: word('medSection', a.area) ?? a.area,
        months: a.months,
        mission: a.mission ? t(`medMission.${a.mission}` as MessageKey) : 'none', // 6.7
      });
    }
    case 'TravelBoxEntered':
      return t('medLog.box', { at: Number(d.boxIndex) + 1, box: medBoxName(d.box as MedRouteBox) });
    case 'EncounterRolled':
      return d.randomEvent
        ? t('medLog.randomEvent')
        : t('medLog.encounter', { encounter: encounterName(String(d.result)) });
    case 'AircraftEncountered':
      return t('medLog.aircraft', { attacks: Number(d.attacks) });
    case 'FlakFired': // 7.3.4
      return t('medLog.aa', { result: String(d.result) });
    case 'Dived': // 7.3.3: the AA held
      return t('medLog.holdFire');
    case 'AircraftAttacked': // 7.3.3: [B4] at +2, its hits each a UBoatHit below
      return t('medLog.airAttack', {
        attack: Number(d.attack),
        hits: Number(d.hits),
        sunk: String(d.sunk),
        injury: String(d.automaticCrewInjury),
      });
    case 'AdditionalRoundRolled': // 7.3.3: the aircraft shadows the boat; 7.2.7: an extra combat round
      return d.rule === '7.3.3'
        ? t('medLog.shadowing', { result: String(d.result) })
        : t('move.medExtraRound', {
            total: Number((d.roll as { total: number }).total),
            result: d.aircraft ? 'aircraft' : d.escortArrives ? 'escort' : 'none',
            moved: String(d.movedToBox !== undefined),
          });
    case 'RandomEventRolled': // 9.2 [B10]
      return t('medLog.b10', { event: word('medEvent', String(d.event)) ?? String(d.event) });
    case 'RandomEventTokenUsed': // 9.2, Q-BTM-LUPO
      return t('medLog.lupoUsed');
    case 'TimeOfDaySet':
      return t('medLog.timeOfDay', { night: String(d.timeOfDay === 'night') });
    case 'ShipsIdentified':
      return <Ships ships={d.ships as readonly MedShip[]} escorted={d.escorted === true} />;
    case 'MissionEnded': // 6.7.7
      return t('move.missionEnded', {
        accomplished: String(d.accomplished),
        mission: t(`medMission.${String(d.mission)}` as MessageKey),
      });
    default:
      return hunted(event.type, d) ?? eventName(event.type, true);
  }
}

/** The escorts' answer (7.2.1, 7.2.5-7.2.6) and what it did to the boat (7.5), in words. */
function hunted(type: string, d: Data): string | null {
  switch (type) {
    case 'EscortDetectionRolled':
      return t('medLog.detection', { before: String(d.rule === '7.2.1'), result: String(d.result) });
    case 'DepthCharged':
      return t('medLog.depthCharges', { hits: Number(d.hits), sunk: String(d.sunk) });
    case 'UBoatHit': {
      const system = (d.systems as readonly string[])[0];
      const effect = HIT_EFFECTS.find((e) => e === d.effect) ?? 'noEffect';
      return t(`medLog.hit.${effect}`, {
        hull: Number(d.hull),
        flooding: Number(d.flooding),
        system: system ? systemName(system) : '',
      });
    }
    case 'AdditionalFloodingChecked':
      return t('medLog.flooding', { flooded: String(d.flooded), flooding: Number(d.flooding) });
    case 'TestDepthExceeded':
      return t('medLog.testDepth', { hull: Number(d.hull), imploded: String(d.imploded) });
    case 'UBoatSunk':
      return t('medLog.sunk');
    case 'UBoatScuttled': // 7.6.3
      return t('move.medScuttled', {
        captured: String(d.captured),
        atSea: String(d.roll === null),
        total: Number((d.roll as { total: number } | null)?.total ?? 0),
      });
    case 'CrewRescued':
    case 'CrewLostAtSea':
      return t('move.medRescue', {
        rescued: String(type === 'CrewRescued'),
        total: Number((d.roll as { total: number }).total),
      });
    case 'CareerEnded':
      return t('medLog.ended', { tonnage: tons(Number(d.tonnage)) });
    default:
      return null;
  }
}

const COLUMNS = ['medLog.ship', 'medLog.type', 'medLog.tonnage'] as const;

/** A ship's cells: its name, its type, its tonnage. */
const cells = (ship: MedShip): readonly string[] => [
  medShipName(ship),
  word('shipType', ship.type) ?? ship.type,
  tons(ship.tonnage),
];

/** The ships met, each with its type and tonnage (7.1.3-7.1.8), and whether an escort guards them. */
function Ships({ ships, escorted }: { readonly ships: readonly MedShip[]; readonly escorted: boolean }) {
  return (
    <>
      {t('medLog.ships', { n: ships.length, escorted })}
      <table class="patrol-log__ships med-log__ships">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ships.map((ship, i) => {
            const [name, ...rest] = cells(ship);
            return (
              <tr key={i}>
                <th scope="row">{name}</th>
                {rest.map((cell, j) => (
                  <td key={j}>{cell}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

/**
 * The log of a Beneath the Med career, oldest first: each event in the game's words, with each of its rolls by its
 * purpose, total and outcome, its chart row and its rule, as The Hunted's dice tray words them.
 */
export function MedLog({ events }: { readonly events: readonly ClientEvent[] }) {
  return (
    <section class="panel med-log" aria-labelledby="med-log-title">
      <h2 id="med-log-title">{t('medLog.title')}</h2>
      <p class="hint">{t('med.about')}</p>
      <ol class="med-log__events">
        {events.map((event) => (
          <li key={event.revision} class="med-log__event" data-type={event.type}>
            <div class="med-log__told">{told(event)}</div>
            <Rolls event={event} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Rolls({ event }: { readonly event: ClientEvent }) {
  const found = rollsOf(event, true);
  if (found.length === 0) return null;
  return (
    <ul class="med-log__rolls" aria-label={t('medLog.rolls')}>
      {found.map((f, i) => (
        <li key={i}>
          {announcement(f)} (<RuleRef rule={f.roll.rule} />)
          {chartRow(f.roll) && <span class="hint"> · {chartRow(f.roll)}</span>}
          {designedRoll(f.roll) && (
            <>
              {' '}
              <Reconstructed what={t('medLog.designedValue')} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
