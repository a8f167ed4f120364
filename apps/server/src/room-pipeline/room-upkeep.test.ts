import { describe, expect, it, vi } from 'vitest';
import type { RoomsRepository } from '../storage/rooms-repository.ts';
import type { RoomPhase } from './room-phase.ts';
import type { RoomSnapshot } from './room-snapshot.ts';
import { closeAbandoned, presenceDecision } from './room-upkeep.ts';
import type { Decision } from './room-writer.ts';

const T0 = 1_700_000_000_000;

/** A snapshot with just what the upkeep reads of it: whether it closed, and whose phase it is. */
function snapshotOf(owner: 'lobby' | 'game', closedAt: number | null = null): RoomSnapshot {
  const lobby = { roomId: 'r1', phase: 'LOBBY', closedAt, slots: [] };
  const game = owner === 'game' ? { phase: 'ANSWERING', completedAt: null } : null;
  return { lobby, gameStart: null, game, playAgainRoomId: null } as unknown as RoomSnapshot;
}

/** A phase that records what it was asked, and answers with a change that names it. */
function recordingPhase(name: 'lobby' | 'game') {
  const asked: string[] = [];
  const changed = (snapshot: RoomSnapshot): Decision => ({ kind: 'change', snapshot, events: [] });
  const phase: RoomPhase = {
    runs: (snapshot) => (snapshot.game !== null) === (name === 'game'),
    presence(snapshot, connected, uids) {
      asked.push(`presence ${[...connected].join(',')} ${uids?.join(',') ?? 'everyone'}`);
      return changed(snapshot);
    },
    abandon(snapshot) {
      asked.push('abandon');
      return changed(snapshot);
    },
  };
  return { phase, asked };
}

const channelWith = (...uids: string[]) => ({ connectedUids: async () => new Set(uids) });
const rooms = () => ({ touch: vi.fn(async () => {}) }) as unknown as RoomsRepository;

describe('room upkeep', () => {
  it('asks only the phase that runs the room to mark its players, with the sockets connected now', async () => {
    const lobby = recordingPhase('lobby');
    const game = recordingPhase('game');
    const phases = [lobby.phase, game.phase];

    await presenceDecision(channelWith('u1'), phases, 'r1', ['u1', 'u2'])(
      { snapshot: snapshotOf('game'), version: 3 },
      T0,
    );
    await presenceDecision(
      channelWith('u2'),
      phases,
      'r1',
    )({ snapshot: snapshotOf('lobby'), version: 3 }, T0);

    expect(game.asked).toEqual(['presence u1 u1,u2']);
    expect(lobby.asked).toEqual(['presence u2 everyone']);
  });

  it('leaves a closed room as it is, asking no phase', async () => {
    const lobby = recordingPhase('lobby');
    const closed = { snapshot: snapshotOf('lobby', T0 - 1), version: 3 };

    expect(await presenceDecision(channelWith(), [lobby.phase], 'r1')(closed, T0)).toEqual({ kind: 'keep' });
    expect(await closeAbandoned(channelWith(), [lobby.phase], rooms(), 'r1')(closed, T0)).toEqual({
      kind: 'keep',
    });
    expect(lobby.asked).toEqual([]);
  });

  it('lets the running phase abandon a room nobody is connected to, and only marks an occupied one active', async () => {
    const lobby = recordingPhase('lobby');
    const game = recordingPhase('game');
    const repository = rooms();
    const room = { snapshot: snapshotOf('game'), version: 3 };

    const occupied = await closeAbandoned(
      channelWith('u1'),
      [lobby.phase, game.phase],
      repository,
      'r1',
    )(room, T0);
    expect(occupied).toEqual({ kind: 'keep' });
    expect(repository.touch).toHaveBeenCalledWith('r1', T0);
    expect(game.asked).toEqual([]);

    const empty = await closeAbandoned(channelWith(), [lobby.phase, game.phase], repository, 'r1')(room, T0);
    expect(empty.kind).toBe('change');
    expect(game.asked).toEqual(['abandon']);
    expect(lobby.asked).toEqual([]);
  });
});
