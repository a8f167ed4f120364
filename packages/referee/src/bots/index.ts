export * from './answer-book.ts';
export * from './bot-round.ts';
