import { render, renderHook, screen } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { useHostChangeAnnounced, type HostChangeScene, type HostOfRoom } from './use-host-change-announced';

afterEach(() => {
  toast.dismiss();
  document.getElementById('live-announcer')?.remove();
});

const ana: HostOfRoom = { roomId: 'room-1', hostUid: 'ana', hostName: 'Ana', you: 'ben' };

function follow(first: HostOfRoom | null, scene: HostChangeScene = 'game') {
  render(<Toaster />);
  return renderHook(({ host }) => useHostChangeAnnounced(host, scene), { initialProps: { host: first } });
}

describe('useHostChangeAnnounced', () => {
  it('says nothing about the first host it sees', async () => {
    const { rerender } = follow(null);
    rerender({ host: ana });
    rerender({ host: { ...ana } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/host/)).not.toBeInTheDocument();
  });

  it('tells the others who the new host is, as a toast and aloud', async () => {
    const { rerender } = follow(ana);
    rerender({ host: { ...ana, hostUid: 'cy', hostName: 'Cy' } });
    expect(await screen.findByText('Cy is now the host.')).toBeInTheDocument();
    await expect
      .poll(() => document.getElementById('live-announcer')?.textContent)
      .toBe('Cy is now the host.');
  });

  it('tells the new host what they can do now', async () => {
    const { rerender } = follow({ ...ana, you: 'ben' }, 'lobby');
    rerender({ host: { ...ana, hostUid: 'ben', hostName: 'Ben' } });
    expect(
      await screen.findByText('You are now the host: you can change the settings and start the game.'),
    ).toBeInTheDocument();
  });

  it('does not count a host of another room as a change', async () => {
    const { rerender } = follow(ana);
    rerender({ host: { ...ana, roomId: 'room-2', hostUid: 'cy', hostName: 'Cy' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Cy is now the host.')).not.toBeInTheDocument();
  });
});
