import { describe, expect, it } from 'vitest';
import { sharedSources } from './shared-sources.ts';
import { fakerFirstNames } from './sources/faker-names.ts';
import { geoNamesPlaces } from './sources/geonames-cities.ts';

describe('the sources every language shares', () => {
  it('reads from its cached copy exactly what the packages hold', () => {
    sharedSources();
    const cached = sharedSources();
    const { cities, capitals } = geoNamesPlaces();
    expect(cached).toEqual({ cities, capitals, firstNames: fakerFirstNames() });
    expect(cached.cities).toContain('München');
    expect(cached.capitals).toContain('Ankara');
    expect(cached.firstNames).toContain('Abdullah');
  });
});
