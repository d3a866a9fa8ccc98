// The two-player game (13.1), issue 19 §1: being built.
export function GamesScreen() {
  return <p class="loading">The two-player game is coming.</p>;
}

export function GameScreen({ gameId }: { readonly gameId: string }) {
  return <p class="loading">Game {gameId}</p>;
}
