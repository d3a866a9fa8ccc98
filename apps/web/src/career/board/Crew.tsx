import type { Crew as CrewState, Crewman, Wound } from '@periscope/rules';
import { Section } from './Section';
import { RuleRef } from '../../ui/RuleRef';
import { crewmanName, genericBox, qualityName, woundLong, woundShort } from '../../ui/words';
import { t } from '../../i18n/i18n';

interface Row {
  readonly name: string;
  readonly wound: Wound;
  /** null: a generic box, which has no Experte (11.1). */
  readonly expert: boolean | null;
}

const named = (name: string, man: Crewman): Row => ({ name, wound: man.wound, expert: man.expert });

/** 10.6: the five named men, the Abwehr agent while aboard (7.4.1), the four generic boxes. */
function rowsOf(crew: CrewState): Row[] {
  return [
    named(crewmanName('kommandant'), crew.kommandant),
    named(crewmanName('firstWatchOfficer'), crew.firstWatchOfficer),
    named(crewmanName('secondWatchOfficer'), crew.secondWatchOfficer),
    named(crewmanName('engineer'), crew.engineer),
    named(crewmanName('doctor'), crew.doctor),
    ...(crew.abwehrAgent ? [named(crewmanName('abwehrAgent'), crew.abwehrAgent)] : []),
    ...crew.generic.map((wound, i): Row => ({ name: genericBox(i), wound, expert: null })),
  ];
}

/** The crew boxes of the board with their wounds (10.6, 10.7.2) and Experten (11.1). */
export function Crew({ crew }: { readonly crew: CrewState }) {
  return (
    <Section
      class="uboat-board__section uboat-board__crew"
      heading={
        <>
          {t('crew.generic')} <RuleRef rule="10.6" />
        </>
      }
    >
      <p>
        {t('crew.quality')} <strong>{qualityName(crew.quality)}</strong> <RuleRef rule="11.1" />
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('crew.crewman')}</th>
            <th scope="col">{t('crew.wound')}</th>
            <th scope="col">Experte</th>
          </tr>
        </thead>
        <tbody>
          {rowsOf(crew).map((row) => (
            <tr key={row.name} class={`uboat-board__crewman uboat-board__crewman--${row.wound}`}>
              <th scope="row">{row.name}</th>
              <td>
                <WoundMark wound={row.wound} />
              </td>
              <td>{row.expert === null ? '—' : row.expert ? 'Experte' : t('value.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function WoundMark({ wound }: { readonly wound: Wound }) {
  const short = woundShort(wound);
  const long = woundLong(wound);
  if (wound === 'none') return <span class="uboat-board__wound">{short}</span>;
  return (
    <span class={`uboat-board__wound uboat-board__wound--${wound}`}>
      <abbr title={long}>{short}</abbr> <span class="uboat-board__wound-long">({long})</span>
    </span>
  );
}
