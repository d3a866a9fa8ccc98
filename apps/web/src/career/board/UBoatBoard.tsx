import type { Boat, CareerState } from '@periscope/rules';
import { RuleRef } from '../../ui/RuleRef';
import './board.css';
import { floodingBoxes, hullBoxes, reconstructed } from './boat-reference';
import { Crew } from './Crew';
import { Stores, Systems } from './Equipment';
import { Torpedoes } from './Torpedoes';
import { Track } from './Track';
import { crewmanName, decorationsWorn, rankName } from '../../ui/words';
import { t } from '../../i18n/i18n';

type Career = NonNullable<CareerState['career']>;

interface BoardProps {
  readonly state: CareerState;
  /** How the boat was lost (5.1), when it was: the board says so above its tracks. */
  readonly lost?: string | null;
}

/** The paper U-boat status board (3.1): who commands, the damage tracks, the crew, the torpedoes and stores. */
export function UBoatBoard({ state, lost = null }: BoardProps) {
  const { career, boat } = state;
  if (!career || !boat) return null;
  return (
    <article
      class={`panel uboat-board${lost ? ' uboat-board--lost' : ''}`}
      aria-label={t('board.label', { boat: boatName(career) })}
    >
      <BoardHeader career={career} />
      {lost && (
        <p class="uboat-board__lost" role="status">
          <strong>{t('board.lost')}</strong>: {lost}
        </p>
      )}
      <div class="uboat-board__grid">
        <DamageTracks type={career.uboatType} boat={boat} />
        <Systems boat={boat} />
        <Torpedoes type={career.uboatType} torpedoes={boat.torpedoes} damaged={boat.damagedSystems} />
        <Stores type={career.uboatType} boat={boat} />
        <Crew crew={career.crew} />
      </div>
    </article>
  );
}

const boatName = (career: Career): string =>
  career.uboatId
    ? t('board.boatNamed', { id: career.uboatId, type: career.uboatType })
    : t('board.boatType', { type: career.uboatType });

function BoardHeader({ career }: { readonly career: Career }) {
  const worn = decorationsWorn(career.decorations);
  return (
    <header class="uboat-board__header">
      <h2>
        {boatName(career)}
        {!career.uboatId && <span class="uboat-board__number hint"> {t('board.noNumber')}</span>}
      </h2>
      <p class="uboat-board__kommandant">
        {crewmanName('kommandant')} <strong>{career.kommandant}</strong>, {rankName(career.rank)}{' '}
        <RuleRef rule="11.2.1" />
      </p>
      {worn.length > 0 ? (
        <ul class="uboat-board__decorations" aria-label={t('board.decorations')}>
          {worn.map((d) => (
            <li key={d.name}>
              {d.name} <RuleRef rule={d.rule} />
            </li>
          ))}
        </ul>
      ) : (
        <p class="uboat-board__none">{t('board.noDecorations')}</p>
      )}
    </header>
  );
}

/** 10.3 the hull track (last box: sunk, 10.3.2), 10.1 the flooding track (last box: forced to surface, 10.1.2). */
function DamageTracks({ type, boat }: { readonly type: string; readonly boat: Boat }) {
  return (
    <section class="uboat-board__section uboat-board__damage" aria-label={t('board.tracks')}>
      <Track
        name={t('track.hull')}
        rule="10.3"
        marked={boat.hullDamage}
        capacity={hullBoxes(type)}
        lastBox={t('track.sunk')}
        lastBoxRule="10.3.2"
        reconstructed={reconstructed(type, 'tracks.hullBoxes')}
      />
      <Track
        name={t('track.flooding')}
        rule="10.1"
        marked={boat.flooding}
        capacity={floodingBoxes(type)}
        lastBox={t('track.surface')}
        lastBoxRule="10.1.2"
        reconstructed={reconstructed(type, 'tracks.floodingBoxes')}
      />
    </section>
  );
}
