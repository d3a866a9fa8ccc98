import { useSignal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { Countdown } from './Countdown';
import { GameModel } from './game-model';
import { gameSeatOf, type HeldGameSeat } from './game-seats';
import { GameHeader } from './GameHeader';
import { GameOver } from './GameOver';
import { InvitePanel, inviteInHash, JoinForm } from './Invite';
import { ManoeuvreState } from './Manoeuvre';
import { useMoveAlerts } from './move-alerts';
import { SeatAction } from './SeatAction';
import { SeatBoards } from './SeatBoards';
import { titleOf, turnOf } from './turn';
import './games.css';
import { rich, t } from '../i18n/i18n';

const toGames = (chunks: unknown) => <a href="/games">{chunks as string}</a>;

/** `/games/:id`: a seat plays, anyone else watches with the sealed choices hidden (13.1, 14.8.3). */
export function GameScreen({ gameId }: { readonly gameId: string }) {
  const held = useSignal<HeldGameSeat | undefined>(gameSeatOf(gameId));
  const model = useMemo(() => new GameModel(gameId, held.value), [gameId, held.value]);
  useEffect(() => {
    void model.open();
    return () => model.close();
  }, [model]);
  const view = model.view.value;
  const me = model.seat;
  const mine = view ? turnOf(view, me).mine : false;
  useMoveAlerts(mine);
  useEffect(() => {
    if (view) document.title = titleOf(view, me);
  }, [view, me]);

  if (model.notFound.value)
    return (
      <div class="panel">
        <h1>{t('game.missing')}</h1>
        <p>{rich('game.missingText', { id: gameId, games: toGames })}</p>
      </div>
    );
  if (!view)
    return model.error.value ? (
      <p class="alert alert--error" role="alert">
        {model.error.value}
      </p>
    ) : (
      <p class="loading" role="status">
        {t('game.loading')}
      </p>
    );
  const code = inviteInHash(location.hash);
  return (
    <div class="game" data-revision={view.revision} data-phase={view.phase} data-turn={view.turn ?? ''}>
      <GameHeader view={view} me={me} feed={model.feed.value} />
      <p class={`game-turn${mine ? ' game-turn--mine' : ''}`} role="status" aria-live="polite">
        {turnOf(view, me).text}
      </p>
      {view.phase === 'open' && held.value?.seat === 'a' && <InvitePanel held={held.value} />}
      {view.phase === 'open' && !held.value && code && (
        <JoinForm gameId={gameId} code={code} view={view} onJoined={(h) => (held.value = h)} />
      )}
      {view.phase === 'open' && !held.value && !code && <p class="panel">{t('game.watchingOpen')}</p>}
      <GameOver view={view} me={me} events={model.events.value} />
      <SeatBoards
        view={view}
        events={model.events.value}
        me={me}
        action={
          <>
            <Countdown view={view} me={me} />
            <ManoeuvreState view={view} held={held.value} />
            {model.error.value && (
              <p class="alert alert--error" role="alert">
                {model.error.value}
              </p>
            )}
            {me && view.phase !== 'over' && view.phase !== 'open' && (
              <SeatAction model={model} view={view} seat={me} />
            )}
          </>
        }
      />
    </div>
  );
}
