import type { CareerState, Decision, LegalCommand } from '@periscope/rules';
import { faceHiddenRule, twoPlayerRule } from '@periscope/play/campaign-terms';
import { Decisions } from '../career/decisions';
import type { SentCommand } from '../career/decisions/command';
import { MedChoice } from '../career/med/MedCareer';
import { isMedCareer } from '../career/med/is-med';
import { lastRolledBy } from './game-events';
import type { GameModel } from './game-model';
import { playsMed, type GameView, type Seat } from './game-view';
import { ManoeuvreChoice } from './Manoeuvre';
import { RollButton, RolledByMe } from './OpponentRoll';
import { t } from '../i18n/i18n';

const GAME_COMMANDS = new Set(['RevealSeed', 'Roll', 'CommitManoeuvre', 'RevealManoeuvre']);

/** What this seat does now: its career's decision, the opponent's roll, the evasive number, or a reveal. */
export function SeatAction({ model, view, seat }: { model: GameModel; view: GameView; seat: Seat }) {
  const offers = model.offers.value;
  const busy = model.sending.value;
  const has = (type: string) => offers.some((o) => o.type === type);
  const career = view.seats[seat]?.career;
  const careerCommands = offers.filter((o) => !GAME_COMMANDS.has(o.type)) as readonly LegalCommand[];
  const awaited = view.pending.awaitedRoll;
  return (
    <section class="panel decisions-panel game-action" aria-label={t('game.action.label')}>
      {has('Roll') && awaited && (
        <RollButton roll={awaited} busy={busy} onRoll={() => void model.send({ type: 'Roll', data: {} })} />
      )}
      {has('CommitManoeuvre') && (
        <ManoeuvreChoice
          view={view}
          seat={seat}
          busy={busy}
          onChoose={(n) => void model.commitManoeuvre(n)}
        />
      )}
      {has('RevealManoeuvre') && (
        <p role="status">{t('game.action.uncovering', { rule: faceHiddenRule(view.settings) })}</p>
      )}
      {has('RevealSeed') && (
        <p role="status">{t('game.action.revealing', { rule: twoPlayerRule(view.settings, 'start') })}</p>
      )}
      {careerCommands.length > 0 && career && view.pending.step && (
        <Choice
          decision={{ step: view.pending.step, commands: careerCommands } as Decision}
          state={career}
          busy={busy}
          onCommand={(command) => void model.send(command)}
        />
      )}
      {offers.length === 0 && <p class="hint">{t('game.action.nothing')}</p>}
      <RolledByMe events={lastRolledBy(model.events.value, seat)} med={playsMed(view)} />
    </section>
  );
}

/** The career's choice: a Beneath the Med career's in its own words (10.1), else The Hunted's. */
function Choice(props: {
  decision: Decision;
  state: CareerState;
  busy: boolean;
  onCommand: (command: SentCommand) => void;
}) {
  if (isMedCareer(props.state))
    return (
      <MedChoice state={props.state} pending={props.decision} busy={props.busy} onCommand={props.onCommand} />
    );
  return <Decisions {...props} />;
}
