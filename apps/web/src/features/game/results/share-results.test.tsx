import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, answer, newGame, tickTo, viewOf } from '@/app/testing/game-views';
import { renderScreen } from '@/app/testing/render-screen';
import { drawShareCard } from './draw-share-card';
import { ResultScreen } from './result-screen';
import type { ShareCardLayout } from './share-card-layout';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);
// happy-dom has no canvas: the painter is replaced, the layout it is given is the real one.
vi.mock('./draw-share-card', () => ({ drawShareCard: vi.fn() }));

const PNG = new Blob(['png'], { type: 'image/png' });
const ZOE = {
  name: 'watch',
  payload: { displayName: 'Zoe', photoURL: '/avatars/fox.svg', roomLocked: false, removed: false },
} as const;

/** Ana 30, Ben 20, Cy 10, and Zoe watched from round 1; as `uid` sees it. */
function finishedFor(uid: string) {
  const opened = tickTo(newGame(), 'ANSWERING');
  const answered = answer(
    act(opened.state, 'zoe', ZOE, opened.now),
    {
      ana: { name: 'Anneliese', place: 'Amsterdam', animal: 'Aardvark' },
      ben: { place: 'Athens', animal: 'Alpaca' },
      cy: { animal: 'Antelope' },
    },
    opened.now,
  );
  const { state, now } = tickTo(answered, 'FINAL_RESULTS', opened.now);
  const view = viewOf(state, uid, now);
  renderScreen(view, (shown) => <ResultScreen roomId="room-1" view={shown} />);
  return { view, user: userEvent.setup() };
}

/** Catches the download link's click (happy-dom would navigate to it). */
function catchDownloads() {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  return clicks;
}

describe('sharing the final results', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(drawShareCard).mockReset();
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
  });

  it('draws the picture and downloads it where the device cannot share files, busy until it is ready', async () => {
    const clicks = catchDownloads();
    let finish: (blob: Blob) => void = () => undefined;
    vi.mocked(drawShareCard).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user } = finishedFor('ana');
    const button = await screen.findByRole('button', { name: 'Share' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Making the picture…');

    finish(PNG);
    expect(await screen.findByText('Picture ready: it is in your downloads')).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toMatch(/^results-2023-11-1[45]\.png$/);
    const layout = vi.mocked(drawShareCard).mock.calls[0]![0] as ShareCardLayout;
    expect([layout.width, layout.height]).toEqual([1080, 1350]);
    const texts = layout.items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
    expect(texts).toEqual(expect.arrayContaining(['Ana', 'Ben', 'Cy', '30 pts']));
    expect(texts.join()).not.toMatch(/Anneliese|Amsterdam|Athens|Antelope/);
  });

  it('offers Share to a spectator too, and hands the picture to the share sheet where it takes files', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true, writable: true });
    vi.mocked(drawShareCard).mockResolvedValue(PNG);
    const { view, user } = finishedFor('zoe');
    expect(view.watching).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Picture ready and shared')).toBeInTheDocument();
    expect(share.mock.calls[0]![0]).toMatchObject({
      title: 'Name Place Animal Thing',
      text: expect.stringMatching(
        /^Name Place Animal Thing · .+ · 1\. Ana 30 · 2\. Ben 20 · 3\. Cy 10$/,
      ) as string,
    });
  });

  it('says nothing when the player closes the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true, writable: true });
    vi.mocked(drawShareCard).mockResolvedValue(PNG);
    const { user } = finishedFor('ben');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled());
    expect(share).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says so when the picture could not be made, and may try again', async () => {
    vi.mocked(drawShareCard).mockRejectedValue(new Error('This browser draws no 2D canvas'));
    const { user } = finishedFor('cy');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Could not make the picture')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it('copies the summary in one line', async () => {
    const { user } = finishedFor('ana');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Copy summary' }));
    expect(await screen.findByText('Summary copied')).toBeInTheDocument();
    expect(writeText.mock.calls[0]![0]).toMatch(
      /^Name Place Animal Thing · .+ · 1\. Ana 30 · 2\. Ben 20 · 3\. Cy 10$/,
    );
  });
});
