export * from './answer-book.ts';
export * from './bot-round.ts';
export * from './bot-turn.ts';
