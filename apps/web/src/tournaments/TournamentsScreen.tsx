import { CreateTournamentForm } from './CreateTournamentForm';
import { TournamentList } from './TournamentList';
import './tournaments.css';

/** /tournaments: the list (13.2-13.5) and "organise a tournament". */
export function TournamentsScreen() {
  return (
    <div class="tournaments">
      <h1>Tournaments</h1>
      <div class="tournaments__columns">
        <div>
          <TournamentList />
        </div>
        <CreateTournamentForm />
      </div>
    </div>
  );
}
