import { RuleRef } from '../../ui/RuleRef';
import { outcomeText } from './outcome';
import type { PatrolEntry } from './patrol-log';
import {
  areaName,
  awardName,
  boxName,
  encounterName,
  missionName,
  monthName,
  rankName,
  shipTypeName,
  systemName,
  tons,
  woundName,
} from '../../ui/words';
import { t } from '../../i18n/i18n';
import { improvementText, whoName } from './crew-words';

/** One patrol of the log sheet: when and where, what was met and sunk, what it cost, what it earned. */
export function PatrolSection({ patrol }: { readonly patrol: PatrolEntry }) {
  const id = `patrol-log-${patrol.number}`;
  return (
    <article class="patrol-log__patrol" aria-labelledby={id}>
      <h3 id={id} class="patrol-log__title">
        {t('log.patrol.title', { n: patrol.number, area: areaName(patrol.area) })}
      </h3>
      <PatrolFacts patrol={patrol} />
      <div class="patrol-log__columns">
        <Encounters patrol={patrol} />
        <ShipsSunk patrol={patrol} />
        <Damage patrol={patrol} />
        <CrewAndAwards patrol={patrol} />
      </div>
    </article>
  );
}

function PatrolFacts({ patrol }: { readonly patrol: PatrolEntry }) {
  const { requested, mission } = patrol;
  return (
    <dl class="patrol-log__facts">
      <Fact term={t('log.patrol.sailed')}>{monthName(patrol.sailed, 'short')}</Fact>
      <Fact term={t('log.patrol.back')}>{patrol.returned ? monthName(patrol.returned, 'short') : '—'}</Fact>
      <Fact term={t('log.patrol.months')} rule="10.11.6">
        {patrol.atSea.length}
      </Fact>
      <Fact term={t('log.patrol.area')} rule="7.0">
        {areaName(patrol.area)}
        {requested && (
          <span class="hint">
            {' '}
            ({t('log.patrol.asked', { area: areaName(requested.area), granted: requested.granted })}{' '}
            <RuleRef rule="11.2.1" />)
          </span>
        )}
      </Fact>
      <Fact term={t('route.wolfpack')} rule="7.2">
        {t(patrol.wolfpack ? 'value.yes' : 'value.no')}
      </Fact>
      {mission && (
        <Fact term={t('log.patrol.mission')} rule="7.4">
          {missionName(mission)}
          {patrol.missionAccomplished !== null &&
            `, ${t('log.patrol.accomplished', { done: patrol.missionAccomplished })}`}
        </Fact>
      )}
      <Fact term={t('log.patrol.outcome')} rule={patrol.outcomeRule ?? undefined}>
        <strong>{outcomeText(patrol)}</strong>
      </Fact>
    </dl>
  );
}

function Fact({ term, rule, children }: { term: string; rule?: string; children: preact.ComponentChildren }) {
  return (
    <div class="patrol-log__fact">
      <dt>
        {term}
        {rule && (
          <>
            {' '}
            <RuleRef rule={rule} />
          </>
        )}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function Encounters({ patrol }: { readonly patrol: PatrolEntry }) {
  return (
    <section class="patrol-log__block">
      <h4>
        {t('log.patrol.encounters')} <RuleRef rule="8.1" />
      </h4>
      {patrol.encounters.length === 0 ? (
        <p class="hint">{t('audit.timeline.noContact')}</p>
      ) : (
        <ul>
          {patrol.encounters.map((e, i) => (
            <li key={i}>
              {t('log.patrol.encounter', { what: encounterName(e.kind), box: e.box })}
              {e.boxKind && ` (${boxName(e.boxKind)})`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ShipsSunk({ patrol }: { readonly patrol: PatrolEntry }) {
  return (
    <section class="patrol-log__block patrol-log__block--ships">
      <h4>
        {t('tournament.sheet.ships')} <RuleRef rule="9.2.7" />
      </h4>
      <table class="patrol-log__ships">
        <caption class="visually-hidden">{t('log.patrol.shipsOn', { n: patrol.number })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.ships.ship')}</th>
            <th scope="col">{t('audit.ships.type')}</th>
            <th scope="col" class="num">
              {t('tournament.column.tonnage')}
            </th>
          </tr>
        </thead>
        <tbody>
          {patrol.ships.length === 0 && (
            <tr>
              <td colSpan={3} class="hint">
                {t('log.patrol.none')}
              </td>
            </tr>
          )}
          {patrol.ships.map((ship, i) => (
            <tr key={i}>
              <th scope="row">
                {ship.name}
                {ship.knightsCross && <span class="badge patrol-log__kc">{t('award.knightsCross')}</span>}
              </th>
              <td>{shipTypeName(ship.type)}</td>
              <td class="num">{tons(ship.tonnage)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {patrol.theoreticalTonnage > 0 && (
            <tr>
              <th scope="row" colSpan={2}>
                {t('log.patrol.theoretical')} <RuleRef rule="11.4.10.5" />
              </th>
              <td class="num">{tons(patrol.theoreticalTonnage)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={2}>
              {t('log.patrol.tonnage')}
            </th>
            <td class="num">{tons(patrol.tonnage)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

function Damage({ patrol }: { readonly patrol: PatrolEntry }) {
  const { hull, flooding, hullHoled, systems, inoperative } = patrol.damage;
  const none = hull === 0 && flooding === 0 && !hullHoled && systems.length === 0;
  return (
    <section class="patrol-log__block">
      <h4>
        {t('log.patrol.damage')} <RuleRef rule="10.0" />
      </h4>
      {none ? (
        <p class="hint">{t('log.patrol.noDamage')}</p>
      ) : (
        <ul>
          {(hull > 0 || hullHoled) && (
            <li>
              {t('log.patrol.hull', { n: hull })}
              {hullHoled && `, ${t('log.patrol.holed')}`} <RuleRef rule="10.3" />
            </li>
          )}
          {flooding > 0 && (
            <li>
              {t('log.patrol.flooding', { n: flooding })} <RuleRef rule="10.1" />
            </li>
          )}
          {systems.length > 0 && (
            <li>{t('log.patrol.systems', { list: systems.map(systemName).join(', ') })}</li>
          )}
          {inoperative.length > 0 && (
            <li>
              {t('log.patrol.inoperative', { list: inoperative.map(systemName).join(', ') })}{' '}
              <RuleRef rule="10.8.5" />
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

function CrewAndAwards({ patrol }: { readonly patrol: PatrolEntry }) {
  const { killed, improvements } = patrol.crew;
  const wounds = patrol.crew.wounds.filter((w) => w.wound !== 'killed'); // the dead are listed once, below
  const awards = [
    ...patrol.awards.map(awardName),
    ...(patrol.promotion ? [t('move.promoted', { rank: rankName(patrol.promotion) })] : []),
  ];
  return (
    <section class="patrol-log__block">
      <h4>
        {t('log.patrol.crew')} <RuleRef rule="10.6" />
      </h4>
      {wounds.length + killed.length + improvements.length === 0 ? (
        <p class="hint">{t('log.patrol.noCasualties')}</p>
      ) : (
        <ul>
          {wounds.map((w, i) => (
            <li key={`w${i}`}>
              {whoName(w.who)}: {woundName(w.wound)}
            </li>
          ))}
          {killed.length > 0 && <li>{t('log.patrol.killed', { list: killed.map(whoName).join(', ') })}</li>}
          {improvements.map((change, i) => (
            <li key={`i${i}`}>{improvementText(change)}</li>
          ))}
        </ul>
      )}
      <h4>
        {t('log.patrol.awards')} <RuleRef rule="11.3" />
      </h4>
      {awards.length === 0 ? (
        <p class="hint">{t('log.patrol.noAwards')}</p>
      ) : (
        <ul>
          {awards.map((award) => (
            <li key={award}>{award}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
