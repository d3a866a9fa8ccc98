import type { CareerState, OptionOdds as Odds } from '@periscope/rules';
import { chancePhrase } from '@periscope/rules/career/odds/chance';
import { useEffect, useState } from 'preact/hooks';
import type { SentCommand } from '../decisions/command';
import { useEngine, type Engine } from './engine';
import { phrase } from '../../i18n/phrase';
import { percent } from './percent';

interface Read {
  readonly state: CareerState;
  readonly key: string;
  readonly odds: Odds | null;
}

/**
 * The engine's odds of a command, or null while the engine loads, while they are worked out, or when it cannot read
 * them. They are worked out after the screen has painted, each option in a task of its own: a long hunt's odds
 * (libs/rules/src/career/odds/hunt-round.ts) never hold back the move's headline or the player's next tap.
 */
export function useOdds(state: CareerState, command: SentCommand | null): Odds | null {
  const engine = useEngine();
  // A command is plain data, built anew at each render: its JSON is what the odds depend on.
  const key = JSON.stringify(command);
  const [read, setRead] = useState<Read | null>(null);
  useEffect(() => {
    if (!engine) return;
    const later = setTimeout(
      () => setRead({ state, key, odds: oddsOf(engine, state, JSON.parse(key) as SentCommand | null) }),
      0,
    );
    return () => clearTimeout(later);
  }, [engine, state, key]);
  return read?.state === state && read.key === key ? read.odds : null;
}

function oddsOf(engine: Engine | null, state: CareerState, command: SentCommand | null): Odds | null {
  if (!engine || !command) return null;
  try {
    return engine.optionOdds(state, command as Parameters<Engine['optionOdds']>[1]);
  } catch {
    return null; // a command the engine would refuse: the server says why when it is sent
  }
}

/** One line of what the option does, and its chances ("Detected before firing: 58 % (9.2.2)"), worded by their keys. */
export function OddsLine({ odds, effect = true }: { readonly odds: Odds | null; readonly effect?: boolean }) {
  if (!odds || (odds.chances.length === 0 && (!effect || !odds.effect))) return null;
  return (
    <span class="odds">
      {effect && odds.effect && <span class="odds__effect">{phrase(odds.effect)}</span>}
      {odds.chances.length > 0 && (
        <span class="odds__chances">
          {odds.chances.map((c) => (
            <span key={c.label} class="odds__chance" data-p={c.p}>
              {phrase(chancePhrase(c))}: <strong>{percent(c.p)}</strong> ({c.rule})
            </span>
          ))}
        </span>
      )}
    </span>
  );
}

/** The odds of one command, read by the engine. */
export function CommandOdds({
  state,
  command,
  effect,
}: {
  readonly state: CareerState;
  readonly command: SentCommand | null;
  readonly effect?: boolean;
}) {
  return <OddsLine odds={useOdds(state, command)} effect={effect} />;
}
