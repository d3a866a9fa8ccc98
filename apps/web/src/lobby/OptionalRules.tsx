import { t } from '../i18n/i18n';
import { reference, type OptionReference } from '../reference/reference';
import { OptionSwitch } from './OptionSwitch';

type Options = Record<string, unknown>;

/** The options a player switches on: a switch left off (false) is not sent (§14). */
export const chosenOptions = (options: Options): Options =>
  Object.fromEntries(Object.entries(options).filter(([, v]) => v !== false));

/**
 * The §14-§15 options a player may choose (or a campaign's own, `offered`: Beneath the Med's §11), folded under a
 * summary that counts those on.
 */
export function OptionalRules(props: {
  readonly class: string;
  readonly title: string;
  readonly value: Options;
  readonly onChange: (value: Options) => void;
  readonly offered?: readonly OptionReference[];
}) {
  const offered =
    props.offered ?? (reference.value?.options ?? []).filter((o) => o.chosenBy === 'player' && o.playable);
  const on = Object.keys(chosenOptions(props.value)).length;
  return (
    <details class={props.class}>
      <summary>{t('options.summary', { title: props.title, on })}</summary>
      <ul class="option-list">
        {offered.map((option) => (
          <li key={option.name}>
            <OptionSwitch
              option={option}
              value={props.value[option.name] ?? false}
              onChange={(v) => props.onChange({ ...props.value, [option.name]: v })}
            />
          </li>
        ))}
      </ul>
    </details>
  );
}
