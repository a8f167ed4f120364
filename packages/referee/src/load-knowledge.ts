import type { GameLanguage } from '@npat/protocol';
import { buildKnowledge, sharedKnowledge } from './build-knowledge.ts';
import { LanguageKnowledge, type KnowledgeFile } from './knowledge.ts';

const loaded = new Map<GameLanguage, LanguageKnowledge>();
const files = new Map<GameLanguage, KnowledgeFile>();

/** One language's own lists, built on first use and kept: the referee and the bots' answer book read them. */
export function knowledgeFileOf(language: GameLanguage): KnowledgeFile {
  let file = files.get(language);
  if (file === undefined) {
    file = buildKnowledge(language);
    files.set(language, file);
  }
  return file;
}

/**
 * One language's knowledge, built from the installed packages and the lists written here on its first use
 * and kept (docs/decisions/066-the-referee.md): nothing is fetched, and a language nobody plays costs nothing.
 */
export function knowledgeOf(language: GameLanguage): LanguageKnowledge {
  let knowledge = loaded.get(language);
  if (knowledge === undefined) {
    knowledge = new LanguageKnowledge(language, knowledgeFileOf(language), sharedKnowledge());
    loaded.set(language, knowledge);
  }
  return knowledge;
}
