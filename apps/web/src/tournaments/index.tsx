// Tournaments (13.2-13.5), issue 19 §2: being built.
export function TournamentsScreen() {
  return <p class="loading">Tournaments are coming.</p>;
}

export function TournamentScreen({ tournamentId }: { readonly tournamentId: string }) {
  return <p class="loading">Tournament {tournamentId}</p>;
}
