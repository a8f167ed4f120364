import { GAME_ERRORS, LOBBY_ERROR_CODES, nicknameSchema, validationMessage } from '@npat/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from './locale-store';
import { wordGameError, wordMessage, wordRefusal } from './word-message';

afterEach(() => switchLocale('en'));

describe('wording by code', () => {
  it('words a message of the protocol’s tables by its table and key', () => {
    expect(wordMessage({ table: 'lobby', key: 'roomLocked' })).toBe(
      'This room is locked: ask the host to open it',
    );
  });

  it('words a server refusal by its code, whatever words came with it', () => {
    const refusal = { code: LOBBY_ERROR_CODES.notAllReady, message: 'anything' };
    expect(wordRefusal(refusal)).toBe('Every player must be ready to start');
  });

  it('words a game refusal by the game’s words where the lobby shares its code', () => {
    expect(wordRefusal({ code: 'not-host', message: '' }, 'game')).toBe(GAME_ERRORS['not-host']);
    expect(wordRefusal({ code: 'not-host', message: '' })).toBe('Only the host can do that');
    expect(wordGameError('too-late')).toBe(GAME_ERRORS['too-late']);
  });

  it('shows a refusal whose code has no words of its own as it came', () => {
    expect(wordRefusal({ code: 'invalid-settings', message: 'Choose between 1 and 10 rounds' })).toBe(
      'Choose between 1 and 10 rounds',
    );
    expect(wordRefusal({ code: 'newer-code', message: 'Something a newer server says' })).toBe(
      'Something a newer server says',
    );
  });

  it('lets the shared schemas word their messages in the player’s language as they fail', async () => {
    expect(nicknameSchema.safeParse('ab').error?.issues[0]?.message).toBe(
      'Nickname must be at least 3 characters',
    );
    await switchLocale('de');
    const german = nicknameSchema.safeParse('ab').error?.issues[0]?.message;
    expect(german).toBe(validationMessage('nicknameTooShort'));
    expect(german).not.toBe('Nickname must be at least 3 characters');
    expect(wordRefusal({ code: 'room-full', message: '' })).toBe(german && validationMessage('roomFull'));
  });
});
