// The game's words in English, one table per subject; every screen names the engine's values through these.
export * from './awards';
export * from './boat';
export * from './calendar';
export * from './career';
export * from './crew';
export * from './numbers';
export * from './sea';
export * from './spelled';
export * from './words';
