import { GAME_LANGUAGES } from '@npat/protocol';
import { buildKnowledge, sharedKnowledge } from './build-knowledge.ts';
import { coverageOf, readSamples, type LanguageCoverage } from './coverage.ts';
import { LanguageKnowledge } from './knowledge.ts';
import type { RefereeCategory } from './referee-categories.ts';
import { REFEREE_SOURCES, type RefereeSourceId } from './sources.ts';

/** Every language's coverage of its sample set. */
export async function coverageOfEveryLanguage(): Promise<LanguageCoverage[]> {
  const coverages: LanguageCoverage[] = [];
  for (const language of GAME_LANGUAGES) {
    const file = buildKnowledge(language);
    const sourcesOf = (category: RefereeCategory) =>
      [...Object.keys(file.categories[category] ?? {}), ...SHARED_SOURCES[category]].map((id) => {
        const source = REFEREE_SOURCES[id as RefereeSourceId];
        return `${source.name} (${source.licence})`;
      });
    coverages.push(
      coverageOf(new LanguageKnowledge(language, file, sharedKnowledge()), readSamples(language), sourcesOf),
    );
  }
  return coverages;
}

/** The sources of the shared knowledge (build-knowledge.ts), by category. */
const SHARED_SOURCES: Record<RefereeCategory, RefereeSourceId[]> = {
  countries: [],
  'capital-cities': ['geonames'],
  city: ['geonames'],
  name: ['faker'],
  animal: [],
  fruit: [],
  vegetables: [],
  colours: [],
  rivers: [],
  occupations: [],
};

const percent = (known: number, of: number) => (of === 0 ? '–' : `${Math.floor((100 * known) / of)} %`);

/** The coverage table of docs/referee.md, as Markdown: a table a language. */
export async function coverageTable(): Promise<string> {
  const sections = (await coverageOfEveryLanguage()).map(
    ({ language, categories, falselyKnown, negatives }) => {
      const rows = categories.map(
        (each) =>
          `| ${each.category} | ${each.entries} | ${each.sources.join(', ')} | ${each.known}/${each.sampled} (${percent(each.known, each.sampled)}) |`,
      );
      return [
        `### ${language}`,
        '',
        '| category | entries | sources (licence) | common answers known |',
        '| --- | --- | --- | --- |',
        ...rows,
        '',
        `Known among ${negatives} wrong-category, wrong-letter and made-up answers: ${falselyKnown.length}${falselyKnown.length > 0 ? ` (${falselyKnown.join('; ')})` : ''}.`,
      ].join('\n');
    },
  );
  return sections.join('\n\n');
}
