import { describe, expect, it } from 'vitest';
import { createPlayersInGames } from './players-in-games.ts';

function tally() {
  let time = 0;
  const playing = createPlayersInGames({ idleMs: 1000, now: () => time });
  return { playing, at: (ms: number) => void (time = ms) };
}

describe('the players in games of a node', () => {
  it('adds up the players of every running game', () => {
    const { playing } = tally();
    playing.observe('a', 6);
    playing.observe('b', 4);
    expect(playing.count()).toBe(10);
    expect(playing.of('a')).toBe(6);
    expect(playing.of('c')).toBe(0);
  });

  it('counts a room once, with its latest figure', () => {
    const { playing } = tally();
    playing.observe('a', 6);
    playing.observe('a', 7);
    expect(playing.count()).toBe(7);
  });

  it('stops counting a game that ended or closed', () => {
    const { playing } = tally();
    playing.observe('a', 6);
    playing.observe('b', 4);
    playing.observe('a', 0);
    expect(playing.count()).toBe(4);
    expect(playing.of('a')).toBe(0);
  });

  it('forgets a room this node committed nothing for in idleMs, and keeps one it did', () => {
    const { playing, at } = tally();
    playing.observe('a', 6);
    at(600);
    playing.observe('b', 4);
    at(1100);
    playing.observe('b', 4);
    expect(playing.count()).toBe(4);
    at(2099);
    expect(playing.count()).toBe(4);
    at(2100);
    expect(playing.count()).toBe(0);
  });
});
