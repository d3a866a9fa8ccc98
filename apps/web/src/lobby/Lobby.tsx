import { Discovery } from './Discovery';
import { GamesInProgress } from './GamesInProgress';
import { MyCareers } from './MyCareers';
import { StartCareerForm } from './StartCareerForm';
import './lobby.css';
import { rich, t } from '../i18n/i18n';

const howTo = (chunks: unknown) => <a href="/how-to-play">{chunks as string}</a>;

/** `/`: start a career, find mine, watch others. */
export function Lobby() {
  return (
    <>
      <h1>{t('lobby.title')}</h1>
      <p class="lobby__intro">{rich('lobby.intro', { howTo })}</p>
      <div class="lobby">
        <StartCareerForm />
        <MyCareers />
      </div>
      <Discovery status="active" title={t('lobby.atSea')} />
      <GamesInProgress />
      <Discovery status="ended" title={t('lobby.finished')} />
    </>
  );
}
