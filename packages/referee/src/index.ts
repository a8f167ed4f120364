export * from './referee-key.ts';
export * from './referee-categories.ts';
export * from './sources.ts';
export * from './knowledge.ts';
export * from './verdict.ts';
export * from './load-knowledge.ts';
export * from './build-knowledge.ts';
export * from './bots/index.ts';
