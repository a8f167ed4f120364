import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserCatalogue, CATALOGUES_DIR, readCatalogue, REFERENCE_LOCALE } from './catalogue-files.ts';
import { catalogueTypes } from './catalogue-types.ts';
import { GENERATED_TYPES_FILE } from './messages-plugin.ts';

// `npm run catalogue-types -w apps/web`: what the dev server and the build do on start, for a type check run
// right after editing the English catalogue.
const file = join(CATALOGUES_DIR, '..', '..', '..', GENERATED_TYPES_FILE);
const types = catalogueTypes(browserCatalogue(readCatalogue(REFERENCE_LOCALE)));
if (readFileSync(file, 'utf8') !== types) writeFileSync(file, types);
