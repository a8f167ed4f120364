import { GAME_ERRORS, LOBBY_ERRORS, VALIDATION } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { wordGameError, wordMessage } from './word-message';

describe('wordMessage', () => {
  it('words a protocol message in the player’s language (English here, word for word)', () => {
    expect(wordMessage(VALIDATION.nicknameTooShort)).toBe('Nickname must be at least 3 characters');
    expect(wordMessage(LOBBY_ERRORS.roomLocked)).toBe(LOBBY_ERRORS.roomLocked);
  });

  it('shows a text it does not know as it came', () => {
    expect(wordMessage('Something a newer server says')).toBe('Something a newer server says');
  });

  it('words a game refusal by its code', () => {
    expect(wordGameError('too-late')).toBe(GAME_ERRORS['too-late']);
  });
});
