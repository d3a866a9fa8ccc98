import { MED_CREW_ADVANCES, type MedCrewAdvance } from '@periscope/rules/campaigns/beneath-the-med';
import type { MedCareer } from '@periscope/rules/career/model/med';
import type {
  MedBoatReturned,
  MedDecorationsAwarded,
  MedPromotionRolled,
  MedRefitCompleted,
} from '@periscope/rules/career/model/events-med-port';
import type { CareerEnded, Decision } from '@periscope/rules';
import { t, word } from '../../i18n/i18n';
import { monthName, tons } from '../../ui/words';
import { RuleRef } from '../../ui/RuleRef';
import type { SentCommand } from '../decisions/command';
import type { ClientEvent } from '../events';
import './med-port.css';

/** The port's events since the boat came back (6.1 step 3), or null at sea. */
function sinceReturn(events: readonly ClientEvent[]) {
  const at = events.map((e) => e.type).lastIndexOf('MedBoatReturned');
  if (at < 0 || events.slice(at).some((e) => e.type === 'PatrolAssigned')) return null;
  const after = events.slice(at);
  const data = <T,>(type: string) => after.find((e) => e.type === type)?.data as T | undefined;
  return {
    returned: after[0].data as MedBoatReturned['data'],
    awards: data<MedDecorationsAwarded['data']>('MedDecorationsAwarded'),
    promotion: data<MedPromotionRolled['data']>('MedPromotionRolled'),
    completed: data<MedRefitCompleted['data']>('MedRefitCompleted'),
    ended: data<CareerEnded['data']>('CareerEnded'),
  };
}

const rankName = (rank: string) => word('medRank', rank) ?? rank;
const awardName = (award: string) => word('medAward', award) ?? award;

/** 7.8: every award the Comandante holds, "×2" for one won twice. */
const held = (career: MedCareer): string => {
  const names = Object.entries(career.awards).map(([a, n]) =>
    n > 1 ? `${awardName(a)} ×${n}` : awardName(a),
  );
  return names.length > 0 ? names.join(', ') : t('medPort.none');
};

/** 7.7.1: the crew's skills, by their names. */
const skills = (career: MedCareer): string =>
  career.crewSkills.length > 0
    ? career.crewSkills.map((s) => word('medAdvance', s) ?? s).join(', ')
    : t('medPort.none');

type Recovered = NonNullable<MedBoatReturned['data']['recovery']>;

/** 8.0: why the Comandante has a new boat of his class, in the catalogue's words. */
const NEW_BOAT_REASON = { '8.1': 'wounded', '8.2': 'refit', '7.6.3': 'rescued' } as const;

/** 7.5.6-7.5.7: the wounded men's months out, who is replaced and the skills lost, the Comandante ashore. */
function Recovery({ recovery }: { readonly recovery: Recovered }) {
  return (
    <>
      <h3>
        {t('medPort.wounded')} <RuleRef rule="7.5.7" />
      </h3>
      <ul>
        {recovery.comandante && (
          <li>{t('medPort.comandanteAshore', { months: recovery.comandante.months })}</li>
        )}
        {recovery.men.map((m) => (
          <li key={`${m.role}-${m.box ?? ''}`}>
            {t('medPort.manOut', {
              role: t(`medCrew.${m.role === 'slc' ? 'generic' : m.role}` as 'medCrew.generic'),
              months: m.months ?? -1,
              replaced: m.replaced,
            })}
          </li>
        ))}
      </ul>
      {recovery.quality && (
        <p>{t('medPort.crewReplaced', { quality: t('medQuality', { quality: recovery.quality.to }) })}</p>
      )}
    </>
  );
}

/** In port after a patrol: its success, the refit, the awards, the rank and the promotion roll (7.5.9, 7.7-7.9). */
export function MedPort({ career, events }: { career: MedCareer; events: readonly ClientEvent[] }) {
  const port = sinceReturn(events);
  if (!port) return null;
  const { returned, awards, promotion, completed, ended } = port;
  return (
    <section class="panel med-port" aria-label={t('medPort.title')}>
      <h2>{t('medPort.title')}</h2>
      <p>{t(returned.success ? 'medPort.success' : 'medPort.failure', { patrol: returned.patrol })}</p>
      {returned.newBoat?.rule !== '7.6.3' && <p>{t('medPort.refit', { months: returned.refit.months })}</p>}
      {returned.conningTower?.rebuilt && <p>{t('medPort.tower')}</p>}
      {returned.newBoat && (
        <p>
          {t('medPort.newBoat', {
            reason: NEW_BOAT_REASON[returned.newBoat.rule],
            months: returned.newBoat.months,
            crew: returned.newBoat.crew,
          })}
        </p>
      )}
      {returned.recovery && <Recovery recovery={returned.recovery} />}
      {completed && (
        <p>
          {completed.end
            ? t('medPort.end')
            : t('medPort.nextPatrol', { date: monthName(completed.nextPatrol) })}
        </p>
      )}
      {awards && awards.awards.length > 0 && (
        <>
          <h3>{t('medPort.awards')}</h3>
          <ul>
            {awards.awards.map((a) => (
              <li key={`${a.award}-${a.reason}`}>{awardName(a.award)}</li>
            ))}
          </ul>
          {awards.withheld.length > 0 && (
            <p>{t('medPort.withheld', { awards: awards.withheld.map(awardName).join(', ') })}</p>
          )}
        </>
      )}
      {promotion && (
        <p>
          {t(promotion.promoted ? 'medPort.promoted' : 'medPort.notPromoted', {
            rank: rankName(promotion.rank),
          })}
        </p>
      )}
      <p>{t('medPort.rank', { rank: rankName(career.rank) })}</p>
      <p>{t('medPort.held', { awards: held(career) })}</p>
      {career.service.newSubMarkers > 0 && <p>{t('medPort.markers', { n: career.service.newSubMarkers })}</p>}
      <p>
        {t('medPort.skills', {
          quality: t('medQuality', { quality: career.crewQuality }),
          skills: skills(career),
        })}
      </p>
      {ended && (
        <p>
          {t('medPort.victory', {
            level: word('victory', ended.victoryLevel) ?? ended.victoryLevel,
            tonnage: tons(ended.tonnage),
          })}
        </p>
      )}
    </section>
  );
}

/** 7.7.1: the eight advances as buttons, each saying what it does; those already held are not offered. */
export function MedCrewAdvanceChoice(props: {
  pending: Decision;
  busy: boolean;
  onCommand: (command: SentCommand) => void;
}) {
  const offered = (props.pending.commands[0]?.parameters.advance ?? []) as readonly MedCrewAdvance[];
  return (
    <section class="panel decisions-panel" aria-label={t('career.decision')}>
      <h2>{t('medPort.chooseAdvance')}</h2>
      <ul class="med-advances">
        {MED_CREW_ADVANCES.filter((a) => offered.includes(a)).map((advance) => (
          <li key={advance}>
            <button
              type="button"
              class="button"
              disabled={props.busy}
              onClick={() => props.onCommand({ type: 'ChooseCrewAdvance', data: { advance } } as SentCommand)}
            >
              {t('medPort.advance', {
                name: word('medAdvance', advance) ?? advance,
                does: word('medAdvance', `${advance}.does`) ?? '',
              })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
