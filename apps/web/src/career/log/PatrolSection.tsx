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
import { improvementText, whoName } from './crew-words';

/** One patrol of the log sheet: when and where, what was met and sunk, what it cost, what it earned. */
export function PatrolSection({ patrol }: { readonly patrol: PatrolEntry }) {
  const id = `patrol-log-${patrol.number}`;
  return (
    <article class="patrol-log__patrol" aria-labelledby={id}>
      <h3 id={id} class="patrol-log__title">
        Patrol {patrol.number}: {areaName(patrol.area)}
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
      <Fact term="Sailed">{monthName(patrol.sailed, 'short')}</Fact>
      <Fact term="Back in port">{patrol.returned ? monthName(patrol.returned, 'short') : '—'}</Fact>
      <Fact term="Months at sea" rule="10.11.6">
        {patrol.atSea.length}
      </Fact>
      <Fact term="Area" rule="7.0">
        {areaName(patrol.area)}
        {requested && (
          <span class="hint">
            {' '}
            (asked for {areaName(requested.area)}: {requested.granted ? 'granted' : 'refused'}{' '}
            <RuleRef rule="11.2.1" />)
          </span>
        )}
      </Fact>
      <Fact term="Wolfpack" rule="7.2">
        {patrol.wolfpack ? 'Yes' : 'No'}
      </Fact>
      {mission && (
        <Fact term="Mission" rule="7.4">
          {missionName(mission)}
          {patrol.missionAccomplished !== null &&
            (patrol.missionAccomplished ? ', accomplished' : ', not accomplished')}
        </Fact>
      )}
      <Fact term="Outcome" rule={patrol.outcomeRule ?? undefined}>
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
        Encounters <RuleRef rule="8.1" />
      </h4>
      {patrol.encounters.length === 0 ? (
        <p class="hint">No contact.</p>
      ) : (
        <ul>
          {patrol.encounters.map((e, i) => (
            <li key={i}>
              {encounterName(e.kind)}, box {e.box}
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
        Ships sunk <RuleRef rule="9.2.7" />
      </h4>
      <table class="patrol-log__ships">
        <caption class="visually-hidden">Ships sunk on patrol {patrol.number}</caption>
        <thead>
          <tr>
            <th scope="col">Ship</th>
            <th scope="col">Type</th>
            <th scope="col" class="num">
              Tonnage
            </th>
          </tr>
        </thead>
        <tbody>
          {patrol.ships.length === 0 && (
            <tr>
              <td colSpan={3} class="hint">
                None
              </td>
            </tr>
          )}
          {patrol.ships.map((ship, i) => (
            <tr key={i}>
              <th scope="row">
                {ship.name}
                {ship.knightsCross && <span class="badge patrol-log__kc">Knight's Cross</span>}
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
                Theoretical tonnage <RuleRef rule="11.4.10.5" />
              </th>
              <td class="num">{tons(patrol.theoreticalTonnage)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={2}>
              Patrol tonnage
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
        Damage taken <RuleRef rule="10.0" />
      </h4>
      {none ? (
        <p class="hint">No damage.</p>
      ) : (
        <ul>
          {(hull > 0 || hullHoled) && (
            <li>
              Hull: {hull} {hull === 1 ? 'box' : 'boxes'}
              {hullHoled && ', holed'} <RuleRef rule="10.3" />
            </li>
          )}
          {flooding > 0 && (
            <li>
              Flooding: up to {flooding} {flooding === 1 ? 'box' : 'boxes'} <RuleRef rule="10.1" />
            </li>
          )}
          {systems.length > 0 && <li>Systems damaged: {systems.map(systemName).join(', ')}</li>}
          {inoperative.length > 0 && (
            <li>
              Inoperative: {inoperative.map(systemName).join(', ')} <RuleRef rule="10.8.5" />
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
    ...(patrol.promotion ? [`Promoted ${rankName(patrol.promotion)}`] : []),
  ];
  return (
    <section class="patrol-log__block">
      <h4>
        Crew <RuleRef rule="10.6" />
      </h4>
      {wounds.length + killed.length + improvements.length === 0 ? (
        <p class="hint">No casualties, no change.</p>
      ) : (
        <ul>
          {wounds.map((w, i) => (
            <li key={`w${i}`}>
              {whoName(w.who)}: {woundName(w.wound)}
            </li>
          ))}
          {killed.length > 0 && <li>Killed: {killed.map(whoName).join(', ')}</li>}
          {improvements.map((change, i) => (
            <li key={`i${i}`}>{improvementText(change)}</li>
          ))}
        </ul>
      )}
      <h4>
        Awards <RuleRef rule="11.3" />
      </h4>
      {awards.length === 0 ? (
        <p class="hint">None.</p>
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
