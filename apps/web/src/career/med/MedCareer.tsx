import type { CareerState, Decision, LegalCommand } from '@periscope/rules';
import type { MedCareer as MedRecord, MedPatrol } from '@periscope/rules/career/model/med';
import { medNotPlayedYet } from '../../api/messages';
import { t, word } from '../../i18n/i18n';
import { monthName } from '../../ui/words';
import type { SentCommand } from '../decisions/command';

/** Whether a career plays Beneath the Med (its start records the campaign; none is The Hunted). */
export const isMedCareer = (state: CareerState): boolean => state.career?.campaign.id === 'beneath-the-med';

/** A command with its first offered value of each parameter ({} for none): the Med's AssignPatrol or EnterNextBox. */
const plainCommand = (legal: LegalCommand): SentCommand => ({
  type: legal.type,
  data: Object.fromEntries(
    Object.entries(legal.parameters).flatMap(([name, values]) =>
      Array.isArray(values) ? [[name, values[0]]] : [],
    ),
  ),
});

/**
 * A Beneath the Med career, a preview: who sails which submarine from where, where the patrol is, the commands the
 * engine offers, and the rule it stops at. The Hunted's board, dice and log are not drawn for it: this says so.
 */
export function MedCareerPanel(props: {
  readonly state: CareerState;
  readonly pending: Decision;
  readonly playing: boolean;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onCommand: (command: SentCommand) => void;
}) {
  const career = props.state.career as unknown as MedRecord;
  const patrol = props.state.patrol as unknown as MedPatrol | null;
  const step = props.state.step;
  return (
    <>
      <section class="panel med-career__boat" aria-labelledby="med-career-boat">
        <h2 id="med-career-boat">{t('med.boat', { boatClass: career.uboatType })}</h2>
        <p>
          {t('med.who', {
            rank: word('medRank', career.rank) ?? career.rank,
            name: career.kommandant,
            date: monthName(career.date),
            base: word('medBase', career.base) ?? career.base,
          })}
        </p>
        <p class="hint">{t('med.preview')}</p>
      </section>
      <section class="panel decisions-panel" aria-label={t('career.decision')}>
        <p>{whereNow(step, patrol)}</p>
        {props.error && (
          <p class="alert alert--error" role="alert">
            {props.error}
          </p>
        )}
        {props.playing &&
          props.pending.commands.map((legal) => (
            <button
              key={legal.type}
              type="button"
              class="primary"
              disabled={props.busy}
              onClick={() => props.onCommand(plainCommand(legal))}
            >
              {word('medCommand', legal.type) ?? legal.type}
            </button>
          ))}
      </section>
    </>
  );
}

/** The step in words: in port, the route's box, the rule the engine stops at, or the end. */
function whereNow(step: CareerState['step'], patrol: MedPatrol | null): string {
  if (step.kind === 'blocked') return medNotPlayedYet(step.rule, step.reason);
  if (step.kind === 'ended') return t('stepNote.ended', { reason: step.reason });
  if (!patrol || step.kind === 'inPort') return t('med.inPort');
  const box = patrol.boxes[Math.max(0, patrol.boxIndex)];
  const name = !box
    ? ''
    : box.kind === 'area'
      ? t('medBox.area', { area: box.area ?? '' })
      : (word('medBox', box.kind) ?? box.kind);
  return t('med.route', { at: Math.max(0, patrol.boxIndex) + 1, total: patrol.boxes.length, box: name });
}
