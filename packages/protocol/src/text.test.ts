import { describe, expect, it } from 'vitest';
import { displayNameSchema, nicknameSchema } from './identity.ts';
import { VALIDATION } from './messages.ts';
import { playerCategoriesSchema } from './settings.ts';
import { cleanName, cleanText } from './text.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('cleanText', () => {
  it('drops zero-width spaces, bidi controls and fillers', () => {
    expect(cleanText('\u202Eeman')).toBe('eman');
    expect(cleanText('\u200B\u2066\u3164\uFEFF')).toBe('');
    expect(cleanText('Ber\u00ADlin\u200B')).toBe('Berlin');
  });

  it('keeps the joiners and selectors that words and emoji need', () => {
    expect(cleanText('کتاب\u200Cها')).toBe('کتاب\u200Cها');
    expect(cleanText('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
    expect(cleanText('❤\uFE0F\u200D🔥')).toBe('❤\uFE0F\u200D🔥');
    expect(cleanText(' \u200D\uFE0F ')).toBe('  ');
  });

  it('composes to NFC and turns control characters into spaces', () => {
    expect(cleanText('Jose\u0301')).toBe('Jos\u00E9');
    expect(cleanText('a\tb\u0000c')).toBe('a b c');
  });
});

describe('cleanName', () => {
  it('drops every invisible character, joiners included', () => {
    expect(cleanName('al\u200Dice\u202E')).toBe('alice');
  });
});

describe('names and titles as the forms check them', () => {
  it('takes a nickname of invisible characters as too short, with the usual message', () => {
    expect(messageOf(nicknameSchema.safeParse('\u200B\u200B\u200B\u200B'))).toBe(VALIDATION.nicknameTooShort);
    expect(messageOf(nicknameSchema.safeParse(undefined))).toBe(VALIDATION.required);
  });

  it('stores a display name without its invisible characters, composed', () => {
    expect(displayNameSchema.parse('\u202EZoe\u0308\u200B Smith')).toBe('Zoë Smith');
    expect(messageOf(displayNameSchema.safeParse('ab\u200B\u200C'))).toBe(VALIDATION.displayNameTooShort);
  });

  it('takes a category title of invisible characters as missing', () => {
    const result = playerCategoriesSchema.safeParse({ category1: '\u202E\u200B', category2: 'Rivers' });
    expect(messageOf(result)).toBe(VALIDATION.category1Required);
  });
});
