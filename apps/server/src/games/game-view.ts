// The per-viewer view of a game lives beside its decider (libs/play/src/duel/view.ts, issue 18 §4).
export { eventsView, gameView, type GameViewer } from '@periscope/play/duel';
