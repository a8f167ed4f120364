import { performance } from 'node:perf_hooks';
import { GAME_LANGUAGES } from '@npat/protocol';
import { knowledgeOf } from '@npat/referee';

/**
 * Builds the referee's knowledge of every game language now (docs/decisions/066-the-referee.md), so that no
 * review waits for it later; returns the line the server logs about it.
 */
export function warmReferee(): string {
  const started = performance.now();
  for (const language of GAME_LANGUAGES) knowledgeOf(language);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `The referee knows ${GAME_LANGUAGES.length} languages (built in ${seconds} s)`;
}
