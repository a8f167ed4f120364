import { act as inReact, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RevealPhase } from './reveal-phase';
import { renderView } from './testing/render-view';
import { act } from '@/app/testing/game-views';
import { pace, reviewing, screenView } from './testing/screen-views';

const phase = (view: Parameters<typeof RevealPhase>[0]['view']) => <RevealPhase view={view} />;

/** The answers on screen, as a browser test reads them: each item's accessible text. */
function answersShown(): string[] {
  const list = screen.queryByRole('list', { name: /^Answers for/ });
  if (!list) return [];
  return within(list)
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label') ?? '');
}

afterEach(() => vi.useRealTimers());

describe('the reveal on the big screen', () => {
  it('waits on the first category until the host reveals the first answer', () => {
    const { state, now } = reviewing();
    renderView(screenView(state, now), phase);

    expect(screen.getByRole('heading', { level: 1, name: 'Name' })).toBeInTheDocument();
    expect(screen.getByText('Get ready: the host reveals the answers')).toBeInTheDocument();
    expect(answersShown()).toEqual([]);
  });

  it('shows exactly the answers out, in order, and the next one when the host reveals it', () => {
    const { state, now } = reviewing();
    const two = pace(state, 'next', now, 2);
    const view = renderView(screenView(two, now, 2), phase);

    expect(screen.getByRole('heading', { level: 1, name: 'Name' })).toBeInTheDocument();
    expect(answersShown()).toEqual(['Ana: Anna', 'Ben: Anna']);
    expect(screen.getByTestId('reveal-announcement')).toHaveTextContent('Ben: Anna. Same answer');

    view.show(screenView(pace(two, 'next', now), now, 3));
    expect(answersShown()).toEqual(['Ana: Anna', 'Ben: Anna', 'Cy: Alex']);
    expect(screen.getByTestId('reveal-announcement')).toHaveTextContent('Cy: Alex. Unique');
  });

  it('moves to the category of the latest answer, with the strip of categories saying where it is', () => {
    const { state, now } = reviewing();
    renderView(screenView(pace(state, 'next', now, 4), now, 2), phase);

    expect(screen.getByRole('heading', { level: 1, name: 'Place' })).toBeInTheDocument();
    expect(answersShown()).toEqual(['Ana: Amsterdam']);
    const strip = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    expect(strip.map((item) => item.dataset.state)).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(strip[1]).toHaveAttribute('aria-current', 'step');
    expect(strip[0]).toHaveTextContent('Name: revealed');
  });

  it('marks each answer: the same answer, unique, challenged', () => {
    const { state, now } = reviewing();
    const challenged = act(
      state,
      'ben',
      { name: 'game:challenge', payload: { authorUid: 'cy', categoryId: 'name' } },
      now,
    );
    renderView(screenView(pace(challenged, 'next', now, 3), now, 2), phase);

    const marks = screen.getAllByTestId('answer-marks').map((each) => each.dataset.mark);
    expect(marks).toEqual(['shared', 'shared', 'unique']);
    const [anna, , alex] = screen.getAllByTestId('reveal-answer');
    expect(anna).toHaveTextContent('Same answer');
    expect(anna).not.toHaveTextContent('Challenged');
    expect(alex).toHaveTextContent('Unique');
    expect(alex).toHaveTextContent('Challenged');
  });

  it('brings the answers out by themselves every 2.5 s while the reveal runs on auto', async () => {
    const { state, now } = reviewing();
    vi.useFakeTimers({ now });
    renderView(screenView(pace(state, 'auto', now), now, 2), phase);
    expect(answersShown()).toEqual([]);

    await inReact(() => vi.advanceTimersByTimeAsync(2500));
    expect(answersShown()).toEqual(['Ana: Anna']);

    await inReact(() => vi.advanceTimersByTimeAsync(5000));
    expect(answersShown()).toEqual(['Ana: Anna', 'Ben: Anna', 'Cy: Alex']);

    await inReact(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByRole('heading', { level: 1, name: 'Place' })).toBeInTheDocument();
    expect(answersShown()).toEqual(['Ana: Amsterdam']);

    // Seven answers in all: the reveal stops at the last.
    await inReact(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('heading', { level: 1, name: 'Animal' })).toBeInTheDocument();
    expect(answersShown()).toEqual(['Ana: Ant', 'Cy: Ape']);
    expect(screen.getByText('Every answer is out.')).toBeInTheDocument();
  });

  it('blurs a rude answer and never names it, until someone shows it', () => {
    const { state, now } = reviewing({}, [{ uid: 'ben', categoryId: 'place' }]);
    renderView(screenView(pace(state, 'next', now, 5), now, 2), phase);

    expect(answersShown()).toEqual(['Ana: Amsterdam', 'Ben: Hidden answer, may be rude']);
    const athens = screen.getByText('Athens');
    expect(athens).toHaveAttribute('aria-hidden', 'true');
    expect(athens).toHaveClass('blur-sm');
    expect(screen.getByText('Amsterdam')).not.toHaveAttribute('aria-hidden');
    expect(screen.getByTestId('reveal-announcement')).toHaveTextContent('Ben: Hidden answer, may be rude.');
    expect(screen.getByTestId('reveal-announcement')).not.toHaveTextContent('Athens');
  });
});
