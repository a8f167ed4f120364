import { afterEach, describe, expect, it } from 'vitest';
import { closeSocket, gameSocket, holdConnection } from './socket';

describe('the tab’s connection', () => {
  afterEach(() => closeSocket());

  it('names the room it is held for in its handshake’s query, for a balancer to hash on', () => {
    const release = holdConnection('room-a');
    expect(gameSocket().io.opts.query).toEqual({ room: 'room-a' });
    release();
  });

  it('names the latest room when held again, for its next handshake', () => {
    holdConnection('room-a')();
    const release = holdConnection('room-b');
    expect(gameSocket().io.opts.query).toEqual({ room: 'room-b' });
    release();
  });
});
