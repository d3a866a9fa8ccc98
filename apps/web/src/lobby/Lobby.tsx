import { Discovery } from './Discovery';
import { GamesInProgress } from './GamesInProgress';
import { MyCareers } from './MyCareers';
import { useSignal } from '@preact/signals';
import type { Campaign } from './StartCareerForm';
import { StartCareerForm } from './StartCareerForm';
import './lobby.css';
import { rich, t } from '../i18n/i18n';

const howTo = (chunks: unknown) => <a href="/how-to-play">{chunks as string}</a>;

/** `/`: start a career, find mine, watch others; the heading names the game chosen in the form. */
export function Lobby() {
  const game = useSignal<Campaign>('the-hunted');
  return (
    <>
      <h1>{t(`lobby.title.${game.value}`)}</h1>
      <p class="lobby__intro">{rich(`lobby.intro.${game.value}`, { howTo })}</p>
      <div class="lobby">
        <StartCareerForm game={game} />
        <MyCareers />
      </div>
      <Discovery status="active" title={t('lobby.atSea')} />
      <GamesInProgress />
      <Discovery status="ended" title={t('lobby.finished')} />
    </>
  );
}
