import { CreateTournamentForm } from './CreateTournamentForm';
import { TournamentList } from './TournamentList';
import './tournaments.css';
import { t } from '../i18n/i18n';

/** /tournaments: the list (13.2-13.5) and "organise a tournament". */
export function TournamentsScreen() {
  return (
    <div class="tournaments">
      <h1>{t('tournament.list.title')}</h1>
      <div class="tournaments__columns">
        <div>
          <TournamentList />
        </div>
        <CreateTournamentForm />
      </div>
    </div>
  );
}
