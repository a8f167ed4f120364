import { describe, expect, it } from 'vitest';
import { readWebOptions } from './options.ts';
import { PAGE_IDS, selectPages } from './pages.ts';

describe('readWebOptions', () => {
  it('runs every page three times on Debian’s Chromium after a build by default', () => {
    expect(readWebOptions({}, [])).toEqual({
      runs: 3,
      pages: '',
      chromePath: '/usr/bin/chromium',
      build: true,
    });
  });

  it('takes flags over the environment', () => {
    const options = readWebOptions({ RUNS: '5', CHROME_PATH: '/opt/chrome' }, ['--runs=1', '--build=0']);
    expect(options).toMatchObject({ runs: 1, chromePath: '/opt/chrome', build: false });
  });

  it('refuses a run count that is not a whole number from 1 to 20', () => {
    expect(() => readWebOptions({}, ['--runs=0'])).toThrow(/RUNS must be a whole number from 1 to 20, not 0/);
    expect(() => readWebOptions({}, ['--runs=2.5'])).toThrow(/not 2.5/);
  });

  it('refuses an argument that is not a --name=value flag', () => {
    expect(() => readWebOptions({}, ['3'])).toThrow(/Unknown argument 3/);
  });
});

describe('selectPages', () => {
  it('audits every page, in order, when none is named', () => {
    expect(selectPages('').map((page) => page.id)).toEqual([...PAGE_IDS]);
  });

  it('keeps the benchmark’s order for the pages named', () => {
    expect(selectPages('lobby, home').map((page) => page.id)).toEqual(['home', 'lobby']);
  });

  it('refuses an unknown page', () => {
    expect(() => selectPages('home,settings')).toThrow(/Unknown page settings/);
  });

  it('puts the room in the lobby’s path', () => {
    expect(selectPages('lobby')[0]?.path('abc')).toBe('/game-room/abc/lobby');
  });
});
