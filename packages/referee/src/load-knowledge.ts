import type { GameLanguage } from '@npat/protocol';
import { buildKnowledge, sharedKnowledge } from './build-knowledge.ts';
import { LanguageKnowledge } from './knowledge.ts';

const loaded = new Map<GameLanguage, LanguageKnowledge>();

/**
 * One language's knowledge, built from the installed packages and the lists written here on its first use
 * and kept (docs/decisions/066-the-referee.md): nothing is fetched, and a language nobody plays costs nothing.
 */
export function knowledgeOf(language: GameLanguage): LanguageKnowledge {
  let knowledge = loaded.get(language);
  if (knowledge === undefined) {
    knowledge = new LanguageKnowledge(language, buildKnowledge(language), sharedKnowledge());
    loaded.set(language, knowledge);
  }
  return knowledge;
}
