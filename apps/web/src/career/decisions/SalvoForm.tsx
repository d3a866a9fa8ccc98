import type { CareerState, Shot } from '@periscope/rules';
import { useId, useState } from 'preact/hooks';
import { CommandOdds } from '../meaning/OptionOdds';
import { ChoiceList, commandOf } from './ChoiceList';
import { salvoLabel, type Choice } from './choices';
import type { Send } from './command';
import { salvoProblem, salvoWords, tubesOf, type Tube } from './salvo';
import { RuleText } from './RuleText';
import { tubeName } from './ships';
import { TargetSelect } from './TargetSelect';
import { words } from '../../ui/words';
import { t } from '../../i18n/i18n';

interface FormProps {
  readonly choices: readonly Choice[];
  readonly state: CareerState;
  readonly busy: boolean;
  readonly send: Send;
}

/** Tube → target column, or absent: hold fire. */
type Assignment = Readonly<Record<string, number>>;
const keyOf = (tube: { end: string; tube: number }) => `${tube.end}-${tube.tube}`;

/** The shots of an assignment, bow first (the first end named fires the first salvo, 9.5.2). */
const shotsOf = (tubes: readonly Tube[], assignment: Assignment): Shot[] =>
  tubes.flatMap((tube) =>
    keyOf(tube) in assignment ? [{ end: tube.end, tube: tube.tube, target: assignment[keyOf(tube)] }] : [],
  );

/** 9.2.1 (Beneath the Med 7.2.3): the salvo, tube by tube; quick buttons for the salvos pending() offers. */
export function SalvoForm({ choices, state, busy, send }: FormProps) {
  const [assignment, setAssignment] = useState<Assignment>({});
  const tubes = tubesOf(state);
  const shots = shotsOf(tubes, assignment);
  const problem = salvoProblem(state, shots);
  const assign = (tube: Tube, target: number | null) =>
    setAssignment(({ [keyOf(tube)]: _, ...rest }) =>
      target === null ? rest : { ...rest, [keyOf(tube)]: target },
    );
  const submit = (e: Event) => {
    e.preventDefault();
    if (problem === null) send({ type: 'FireTorpedoes', data: { shots } });
  };
  return (
    <form class="decisions__form salvo" onSubmit={submit} aria-label={t('salvo.label')}>
      <ChoiceList
        label={t('salvo.offered')}
        choices={choices}
        name={(choice) => salvoLabel(choice.data.shots as readonly Shot[], state)}
        busy={busy}
        send={send}
        describe={(choice) => <CommandOdds state={state} command={commandOf(choice)} effect={false} />}
      />
      <div class="salvo__scroll">
        <table class="salvo__tubes">
          <caption>
            <RuleText text={salvoWords(state, 'tubeByTube')} />
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('salvo.tube')}</th>
              <th scope="col">{t('salvo.holds')}</th>
              <th scope="col">{t('salvo.target')}</th>
            </tr>
          </thead>
          <tbody>
            {tubes.map((tube) => (
              <TubeRow
                key={keyOf(tube)}
                tube={tube}
                state={state}
                busy={busy}
                target={assignment[keyOf(tube)]}
                assign={assign}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p class="salvo__problem" role="status">
        <RuleText text={problem ?? t('salvo.assigned', { n: shots.length })} />
      </p>
      {shots.length > 0 && problem === null && (
        <CommandOdds state={state} command={{ type: 'FireTorpedoes', data: { shots } }} />
      )}
      <button type="submit" class="primary" disabled={busy || problem !== null}>
        {t('salvo.fire')}
      </button>
    </form>
  );
}

interface TubeRowProps {
  readonly tube: Tube;
  readonly state: CareerState;
  readonly busy: boolean;
  readonly target: number | undefined;
  readonly assign: (tube: Tube, target: number | null) => void;
}

function TubeRow({ tube, state, busy, target, assign }: TubeRowProps) {
  const id = useId();
  const name = tubeName(tube.end, tube.tube);
  return (
    <tr class={tube.problem ? 'salvo__tube salvo__tube--idle' : 'salvo__tube'}>
      <th scope="row">
        <label for={id}>{name}</label>
      </th>
      <td>{tube.torpedo ? words(tube.torpedo) : '—'}</td>
      <td>
        {tube.problem ? (
          <span class="hint">{tube.problem}</span>
        ) : (
          <TargetSelect
            id={id}
            state={state}
            target={target ?? null}
            busy={busy}
            onChange={(target) => assign(tube, target)}
          />
        )}
      </td>
    </tr>
  );
}
