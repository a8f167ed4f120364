import { afterEach, describe, expect, it } from 'vitest';
import { forgetDraft, forgetRoundDrafts, keepDraft, keptDrafts, restoredText } from './draft-storage';

describe('the tab’s copy of unsaved answers', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a change per room, round and category', () => {
    keepDraft('room-1', 1, 'place', { text: 'İspanya', base: '' });
    keepDraft('room-1', 1, 'name', { text: 'Ida', base: 'I' });
    keepDraft('room-2', 1, 'place', { text: 'Oslo', base: '' });
    expect(keptDrafts('room-1', 1)).toEqual({
      place: { text: 'İspanya', base: '' },
      name: { text: 'Ida', base: 'I' },
    });
    expect(keptDrafts('room-2', 1)).toEqual({ place: { text: 'Oslo', base: '' } });
  });

  it('gives nothing of another round, and drops an earlier round’s changes on the first of a new one', () => {
    keepDraft('room-1', 1, 'place', { text: 'Paris', base: '' });
    expect(keptDrafts('room-1', 2)).toEqual({});
    keepDraft('room-1', 2, 'name', { text: 'Bea', base: '' });
    expect(keptDrafts('room-1', 1)).toEqual({});
    expect(keptDrafts('room-1', 2)).toEqual({ name: { text: 'Bea', base: '' } });
  });

  it('forgets one field, and a whole round, leaving nothing in the storage', () => {
    keepDraft('room-1', 1, 'place', { text: 'Paris', base: '' });
    keepDraft('room-1', 1, 'name', { text: 'Pia', base: '' });
    forgetDraft('room-1', 1, 'place');
    expect(keptDrafts('room-1', 1)).toEqual({ name: { text: 'Pia', base: '' } });
    forgetRoundDrafts('room-1', 1);
    expect(sessionStorage.length).toBe(0);
  });

  it('reads a damaged entry as nothing kept', () => {
    sessionStorage.setItem('npat:answer-drafts:room-1', '{"round":1,"fields":{"place":{"text":3}}');
    expect(keptDrafts('room-1', 1)).toEqual({});
    sessionStorage.setItem('npat:answer-drafts:room-1', '{"round":1,"fields":{"place":{"text":3}}}');
    expect(keptDrafts('room-1', 1)).toEqual({});
  });

  it('restores the kept text over the server’s when the server still holds what it was typed over', () => {
    expect(restoredText('', { text: 'İspanya', base: '' })).toBe('İspanya');
    expect(restoredText('İsp', { text: 'İspanya', base: 'İsp' })).toBe('İspanya');
  });

  it('restores the server’s text when another tab saved a text since', () => {
    expect(restoredText('Italya', { text: 'İspanya', base: '' })).toBe('Italya');
    expect(restoredText('Italya', undefined)).toBe('Italya');
  });
});
