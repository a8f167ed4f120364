import { createRequire } from 'node:module';
import type { GameLanguage } from '@npat/protocol';

const require = createRequire(import.meta.url);

/** CLDR territory codes that are no country: the EU, the euro zone, the UN, 'unknown', outlying Oceania. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO']);

type Territories = { main: Record<string, { localeDisplayNames: { territories: Record<string, string> } }> };

/**
 * Every country's name in `language` from Unicode CLDR (cldr-localenames-full), with CLDR's short and variant
 * forms ("Vereinigte Staaten", "USA"): two-letter codes only, so continents and regions are left out.
 */
export function cldrCountries(language: GameLanguage): string[] {
  const file = require(`cldr-localenames-full/main/${language}/territories.json`) as Territories;
  const territories = file.main[language]?.localeDisplayNames.territories ?? {};
  return Object.entries(territories)
    .filter(
      ([code]) => /^[A-Z]{2}(-alt-(short|variant))?$/u.test(code) && !NOT_COUNTRIES.has(code.slice(0, 2)),
    )
    .map(([, name]) => name);
}
