import { describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from './database-url.ts';

describe('parseDatabaseUrl', () => {
  it.each(['postgres://npat@db:5432/npat', 'postgresql://npat:pw@db/npat', 'POSTGRES://db/npat'])(
    'selects PostgreSQL for %s',
    (url) => {
      expect(parseDatabaseUrl(url)).toEqual({ dialect: 'postgres', url });
    },
  );

  it.each([
    ['sqlite:///var/lib/npat.sqlite', '/var/lib/npat.sqlite'],
    ['sqlite://./data/npat.sqlite', './data/npat.sqlite'],
    ['sqlite:data/npat.sqlite', 'data/npat.sqlite'],
    ['sqlite::memory:', ':memory:'],
    ['file:///var/lib/npat%20game.sqlite', '/var/lib/npat game.sqlite'],
    ['file:data/npat.sqlite', 'data/npat.sqlite'],
    ['/var/lib/npat.sqlite', '/var/lib/npat.sqlite'],
    ['./npat.sqlite', './npat.sqlite'],
  ])('selects the SQLite file for %s', (url, path) => {
    expect(parseDatabaseUrl(url)).toEqual({ dialect: 'sqlite', path });
  });

  it.each(['mysql://db/npat', 'mongodb://db', 'sqlite:', 'postgres://[bad'])('refuses %s', (url) => {
    expect(parseDatabaseUrl(url)).toBeUndefined();
  });
});
