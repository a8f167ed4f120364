import { AUTH_ROUTES } from '@npat/protocol';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, apiError, fakeApi, GUEST, json } from '@/app/testing/fake-api';
import { renderApp } from '@/app/testing/render-app';
import { SecondaryToaster } from '@/app/secondary-toaster';

afterEach(() => vi.unstubAllGlobals());

describe('HomePage signed out', () => {
  it('opens on the Guest tab with its heading, picker and nickname field', async () => {
    fakeApi();
    renderApp('/');
    expect(await screen.findByRole('tab', { name: 'Guest' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Guest' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Choose a character and a nickname' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next character' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Your nickname')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('keeps the chosen character when switching to the Authenticate tab', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Next character' }));
    await user.click(screen.getByRole('tab', { name: 'Authenticate' }));
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByRole('heading', { name: 'Choose a character and Sign in' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Koala' })).toBeInTheDocument();
  });

  it.each(['Sign In', 'Sign Up'])('the %s button opens a dialog titled the same', async (name) => {
    fakeApi();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('tab', { name: 'Authenticate' }));
    await user.click(await screen.findByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on the Sign In dialog when sent here to sign in', async () => {
    fakeApi();
    renderApp('/', { openSignIn: true });
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('HomePage signing in', () => {
  it('a new guest lands on the welcome panel, with focus on the greeting', async () => {
    const { state } = fakeApi(null, {
      [`POST ${AUTH_ROUTES.guest}`]: () => {
        state.user = GUEST;
        return json(201, { user: GUEST });
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await screen.findByLabelText('Nickname'), 'Zebra Queen');
    await user.click(screen.getByRole('button', { name: 'Play as guest' }));
    const greeting = await screen.findByRole('heading', { name: 'Welcome, ZEBRA QUEEN!' });
    await vi.waitFor(() => expect(greeting).toHaveFocus());
    // The guest's saved photo (koala) is preselected.
    expect(screen.getByRole('img', { name: 'Koala' })).toBeInTheDocument();
  });
});

describe('HomePage signed in', () => {
  it('for a guest: Guest selected, both tabs disabled, the upper-cased nickname and Logout', async () => {
    fakeApi(GUEST);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, ZEBRA QUEEN!' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Guest' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Guest' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Authenticate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('for an account: Authenticate selected, Guest unavailable, the photo preselected', async () => {
    fakeApi(ACCOUNT);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, ADA!' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Authenticate' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Authenticate' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Guest' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Guest' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('img', { name: 'Lion' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as ada@example.com')).toBeInTheDocument();
  });

  it('Start saves a changed avatar as the photo and goes to game creation', async () => {
    const { state, bodiesSentTo } = fakeApi(
      { ...ACCOUNT },
      {
        [`PATCH ${AUTH_ROUTES.profile}`]: (body) => {
          state.user = { ...ACCOUNT, photoURL: (body as { photoURL: string }).photoURL };
          return json(200, { user: state.user });
        },
      },
    );
    const user = userEvent.setup();
    const router = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Next character' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', { name: 'Create a game' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game-creation');
    expect(bodiesSentTo(`PATCH ${AUTH_ROUTES.profile}`)).toEqual([{ photoURL: '/avatars/panda.svg' }]);
  });

  it('Start with an unchanged avatar saves nothing', async () => {
    const { bodiesSentTo } = fakeApi(GUEST);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', { name: 'Create a game' })).toBeInTheDocument();
    expect(bodiesSentTo(`PATCH ${AUTH_ROUTES.profile}`)).toEqual([]);
  });

  it('Start after the server lost the user shows the destructive toast and the signed-out home', async () => {
    const { state } = fakeApi(GUEST, {
      [`PATCH ${AUTH_ROUTES.profile}`]: () => apiError(401, 'not-signed-in', 'You are not signed in.'),
    });
    const user = userEvent.setup();
    renderApp('/');
    // The seed sends this toast through its secondary toaster, which root.tsx mounts beside sonner's.
    render(<SecondaryToaster />);
    await user.click(await screen.findByRole('button', { name: 'Next character' }));
    state.user = null;
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(notifications).findByText('Authentication required!.')).toBeInTheDocument();
    expect(
      within(notifications).getByText('You must be logged in to create a new game.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Choose a character and a nickname' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Guest' })).toBeEnabled();
  });

  it('Logout signs out and shows the signed-out home', async () => {
    const { state } = fakeApi(GUEST, {
      [`POST ${AUTH_ROUTES.signOut}`]: () => {
        state.user = null;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(
      await screen.findByRole('heading', { name: 'Choose a character and a nickname' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('a guest whose removal at Logout fails is told in the delete-failure words and stays signed in', async () => {
    fakeApi(GUEST, {
      [`POST ${AUTH_ROUTES.signOut}`]: () => apiError(500, 'internal-error', 'Something went wrong.'),
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('There was an error handling your request')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome, ZEBRA QUEEN!' })).toBeInTheDocument();
  });

  it('an account whose Logout fails is told so and stays signed in', async () => {
    fakeApi(ACCOUNT, {
      [`POST ${AUTH_ROUTES.signOut}`]: () => apiError(500, 'internal-error', 'Something went wrong.'),
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Error signing out')).toBeInTheDocument();
  });

  it('an expired session on any call signs the player out with a toast', async () => {
    const { state } = fakeApi(ACCOUNT, {
      [`POST ${AUTH_ROUTES.signOut}`]: () => {
        state.user = null;
        return apiError(401, 'session-expired', 'expired');
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Choose a character and a nickname' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Guest' })).toBeEnabled();
    expect(screen.queryByText('Error signing out')).not.toBeInTheDocument();
  });
});
