import { LOBBY_ERRORS, ROOM_ROUTES } from '@npat/protocol';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, GUEST, json } from '@/app/testing/fake-api';
import { SecondaryToaster } from '@/app/secondary-toaster';
import { GameCreationForm } from './game-creation-form';

const CREATE_ROUTE = `POST ${ROOM_ROUTES.create}`;

function LobbyStandIn() {
  return <p>lobby of {useParams().roomId}</p>;
}

function setup(answer: () => Response = () => json(201, { roomId: 'room-7', joinCode: 'G2F3XA' })) {
  toast.dismiss();
  const api = fakeApi(GUEST, { [CREATE_ROUTE]: answer });
  const router = createMemoryRouter([
    { path: '/', element: <GameCreationForm /> },
    { path: '/game-room/:roomId/lobby', element: <LobbyStandIn /> },
  ]);
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
      <SecondaryToaster />
    </>,
  );
  const user = userEvent.setup();
  const create = () => user.click(screen.getByRole('button', { name: 'Create game' }));
  const chip = (name: string) => screen.getByRole('checkbox', { name });
  return { ...api, user, create, chip };
}

describe('the game creation form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the default settings', () => {
    const { chip } = setup();
    expect(within(screen.getByRole('group', { name: 'Rounds' })).getByText('6')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Time per round' })).toHaveValue('60');
    expect(screen.getByRole('radio', { name: /Round Timer/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Fastest Finger/ })).not.toBeChecked();
    for (const name of ['Name', 'Place', 'Animal', 'Thing']) expect(chip(name)).toBeChecked();
    for (const name of ['Occupations', 'Technology']) expect(chip(name)).not.toBeChecked();
    expect(screen.getByText('4 of 3–12 chosen.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Players add their own two categories/ })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Players' })).getByText('up to 10')).toBeInTheDocument();
  });

  it('folds the letters and house rules away, telling what they are set to', async () => {
    const { user } = setup();
    const summary = screen.getByText('Letters and house rules');
    const more = summary.closest('details')!;
    expect(more).not.toHaveAttribute('open');
    expect(within(more).getByText('26 letters · 1 house rule on')).toBeInTheDocument();
    await user.click(summary);
    expect(more).toHaveAttribute('open');
    expect(within(more).getByRole('radio', { name: /^All letters/ })).toBeChecked();
  });

  it('asks for the two categories of the host', async () => {
    const { create, fetchMock } = setup();
    await create();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'You must submit two categories',
      'You must submit two categories',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for at least three categories of the library and at most twelve', async () => {
    const { user, create, chip } = setup();
    await user.click(chip('Name'));
    await user.click(chip('Place'));
    await user.type(screen.getByLabelText('Category 1'), 'Fruity');
    await user.type(screen.getByLabelText('Category 2'), 'Movie');
    await create();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have to select at least three categories.',
    );
    // Open every group, then pick eleven more: thirteen in all.
    for (const group of ['Geography', 'Nature', 'Culture']) await user.click(screen.getByText(group));
    for (const name of ['Name', 'Place', 'Occupations', 'Technology', 'Colours', 'Brands', 'Countries'])
      await user.click(chip(name));
    for (const name of ['Rivers', 'Trees', 'Birds', 'Films']) await user.click(chip(name));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can select at most twelve categories.');
    await user.click(chip('Films'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('12 of 3–12 chosen.')).toBeInTheDocument();
  });

  it('groups the library, the classic group open and each heading counting its chosen ones', async () => {
    const { user, chip } = setup();
    const classic = screen.getByText('Classic').closest('details')!;
    const food = screen.getByText('Food & drink').closest('details')!;
    expect(classic).toHaveAttribute('open');
    expect(within(classic).getByText('4 chosen')).toBeInTheDocument();
    expect(food).not.toHaveAttribute('open');
    expect(within(food).getByText('none chosen')).toBeInTheDocument();
    await user.click(within(food).getByText('Food & drink'));
    expect(food).toHaveAttribute('open');
    await user.click(chip('Pizza toppings'));
    expect(within(food).getByText('1 chosen')).toBeInTheDocument();
  });

  it('creates a game without the host’s categories when players add none', async () => {
    const { user, create, chip, bodiesSentTo } = setup();
    await user.click(screen.getByRole('switch', { name: /Players add their own two categories/ }));
    expect(screen.queryByLabelText('Category 1')).not.toBeInTheDocument();
    await user.click(screen.getByText('Food & drink'));
    await user.click(chip('Desserts'));
    await create();
    expect(await screen.findByText('lobby of room-7')).toBeInTheDocument();
    const [body] = bodiesSentTo(CREATE_ROUTE) as Record<string, unknown>[];
    expect(body).toMatchObject({
      ownCategories: false,
      defaultCategories: ['name', 'place', 'animal', 'thing', 'desserts'],
    });
    expect(body).not.toHaveProperty('customCategory1');
    expect(body).not.toHaveProperty('customCategory2');
  });

  it('asks for a second category different from the first', async () => {
    const { user, create } = setup();
    await user.type(screen.getByLabelText('Category 1'), 'Fruit');
    await user.type(screen.getByLabelText('Category 2'), 'FRUIT');
    await create();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a different category');
    expect(screen.getByLabelText('Category 2')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a category equal to a chosen default', async () => {
    const { user, create } = setup();
    await user.type(screen.getByLabelText('Category 1'), ' animal ');
    await user.type(screen.getByLabelText('Category 2'), 'Movie');
    await create();
    expect(await screen.findByRole('alert')).toHaveTextContent('This category already exists');
  });

  it('creates the room with the chosen settings and opens its lobby', async () => {
    const { user, create, chip, bodiesSentTo } = setup();
    await user.click(screen.getByRole('button', { name: 'More rounds' }));
    await user.click(screen.getByRole('button', { name: 'Fewer players' }));
    await user.click(screen.getByRole('radio', { name: /Fastest Finger/ }));
    await user.click(chip('Thing'));
    await user.click(chip('Technology'));
    await user.type(screen.getByLabelText('Category 1'), 'Fruit');
    await user.type(screen.getByLabelText('Category 2'), 'Movie');
    await user.click(screen.getByRole('checkbox', { name: /Shared answers score 0/ }));
    await user.click(screen.getByRole('checkbox', { name: /Creative bonus/ }));
    await user.click(screen.getByRole('checkbox', { name: /Letter by vote/ }));
    await user.click(screen.getByRole('checkbox', { name: /The referee decides/ }));
    // Late join is on by default: this host turns it off.
    await user.click(screen.getByRole('checkbox', { name: /Late friends can join/ }));
    await user.click(screen.getByRole('radio', { name: /No hard letters/ }));
    await create();
    expect(await screen.findByText('lobby of room-7')).toBeInTheDocument();
    expect(bodiesSentTo(CREATE_ROUTE)).toEqual([
      {
        rounds: 7,
        roundTime: 60,
        endMode: 'Fastest Finger',
        defaultCategories: ['name', 'place', 'animal', 'technology'],
        ownCategories: true,
        customCategory1: 'Fruit',
        customCategory2: 'Movie',
        maxPlayers: 9,
        letters: [...'ABCDEFGHIJKLMNOPRSTW'],
        onlyAnswerDoubles: false,
        sharedAnswerZero: true,
        creativeBonus: true,
        letterVote: true,
        refereeDecides: true,
        lateJoin: false,
        bigScreen: false,
        hideCode: false,
        rudeFilter: false,
        language: 'en',
      },
    ]);
  });

  it('asks for at least as many letters as rounds when the host picks their own', async () => {
    const { user, create, bodiesSentTo } = setup();
    await user.click(screen.getByRole('radio', { name: /Choose letters/ }));
    const keyboard = screen.getByRole('group', { name: 'Letters to play' });
    for (const letter of 'DEFGHIJKLMNOPQRSTUVWXYZ')
      await user.click(within(keyboard).getByRole('button', { name: letter }));
    expect(within(keyboard).getByRole('button', { name: 'A' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3 letters in play; never the same one twice.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Category 1'), 'Fruit');
    await user.type(screen.getByLabelText('Category 2'), 'Movie');
    await create();
    expect(await screen.findByText('Choose at least as many letters as rounds')).toBeInTheDocument();
    expect(bodiesSentTo(CREATE_ROUTE)).toEqual([]);
  });

  it('keeps the steppers within their limits', async () => {
    const { user } = setup();
    const more = screen.getByRole('button', { name: 'More players' });
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await user.click(more);
    expect(within(screen.getByRole('group', { name: 'Players' })).getByText('up to 10')).toBeInTheDocument();
  });

  it('shows the server’s field messages under their fields', async () => {
    const { user, create } = setup(() =>
      apiError(400, 'validation-failed', 'invalid', { customCategory2: 'Please enter a different category' }),
    );
    await user.type(screen.getByLabelText('Category 1'), 'Fruit');
    await user.type(screen.getByLabelText('Category 2'), 'Fruits');
    await create();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a different category');
    expect(screen.getByLabelText('Category 2')).toHaveFocus();
  });

  it('toasts any other failure', async () => {
    const { user, create } = setup(() => apiError(500, 'internal-error', 'boom'));
    await user.type(screen.getByLabelText('Category 1'), 'Fruit');
    await user.type(screen.getByLabelText('Category 2'), 'Movie');
    await create();
    expect(await screen.findByText('Could not create the game. Please try again.')).toBeInTheDocument();
  });

  it('tells a player whose session is gone that creating a game needs a user', async () => {
    const { user, create } = setup(() => apiError(401, 'not-signed-in', 'You are not signed in.'));
    await user.type(screen.getByLabelText('Category 1'), 'Fruit');
    await user.type(screen.getByLabelText('Category 2'), 'Movie');
    await create();
    // The seed's destructive toast, in the secondary toaster rather than sonner's.
    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(notifications).findByText('Authentication required!.')).toBeInTheDocument();
    expect(
      within(notifications).getByText('You must be logged in to create a new game.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a host of too many games', () => apiError(409, 'too-many-rooms', 'x'), LOBBY_ERRORS.tooManyRooms],
    [
      'creating games too fast',
      () => apiError(429, 'too-many-requests', 'x'),
      LOBBY_ERRORS.roomCreationsTooFast,
    ],
    ['everyone while the server is full', () => apiError(503, 'server-full', 'x'), LOBBY_ERRORS.serverFull],
  ])('tells %s why the game was not created', async (_who, answer, message) => {
    const { user, create } = setup(answer);
    await user.type(screen.getByLabelText('Category 1'), 'Fruit');
    await user.type(screen.getByLabelText('Category 2'), 'Movie');
    await create();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
