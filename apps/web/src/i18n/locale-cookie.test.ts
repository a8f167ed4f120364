import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, readLocaleCookie, writeLocaleCookie } from './locale-cookie';

describe('the language cookie', () => {
  afterEach(() => {
    document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('remembers the chosen language for this browser', () => {
    writeLocaleCookie('it');
    expect(readLocaleCookie()).toBe('it');
  });

  it('ignores a value that is not one of the languages', () => {
    expect(readLocaleCookie(`other=1; ${LOCALE_COOKIE}=xx`)).toBeUndefined();
    expect(readLocaleCookie(`other=1; ${LOCALE_COOKIE}=fr`)).toBe('fr');
  });
});
