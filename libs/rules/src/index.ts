/** The game: pure TypeScript, no Nest, no I/O, no clock, no Math.random (ARCHITECTURE.md "The engine"). */
export * from './dice';
export * from './errors';
export * from './charts';
export * from './campaigns';
export * from './career';
export * from './bots';
export * from './reference';
