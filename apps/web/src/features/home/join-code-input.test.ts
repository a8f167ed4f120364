import { describe, expect, it } from 'vitest';
import { joinCodeInput } from './join-code-input';

describe('joinCodeInput', () => {
  it('trims a pasted code before counting, so the whole code stays', () => {
    expect(joinCodeInput(' T7ZZUF')).toBe('T7ZZUF');
    expect(joinCodeInput('\tT7ZZUF \n')).toBe('T7ZZUF');
  });

  it('keeps at most six characters once trimmed', () => {
    expect(joinCodeInput('T7ZZUF9')).toBe('T7ZZUF');
    expect(joinCodeInput('  T7ZZUF99  ')).toBe('T7ZZUF');
  });

  it('leaves a shorter code as typed, for the rule to judge', () => {
    expect(joinCodeInput('t7z')).toBe('t7z');
    expect(joinCodeInput('   ')).toBe('');
  });
});
