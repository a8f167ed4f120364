import { AVATAR_IDS, type AvatarId } from '@npat/protocol';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CharacterPicker } from './character-picker';

function Harness() {
  const [avatar, setAvatar] = useState<AvatarId>(AVATAR_IDS[0]);
  return <CharacterPicker value={avatar} onChange={setAvatar} />;
}

function currentAvatar(container: HTMLElement) {
  return container.querySelector('[data-avatar]')?.getAttribute('data-avatar');
}

describe('CharacterPicker', () => {
  it('shows the chosen avatar with alt text naming the animal', () => {
    render(<CharacterPicker value="bear-green" onChange={() => {}} />);
    const image = screen.getByRole('img', { name: 'Green bear' });
    expect(image).toHaveAttribute('src', '/avatars/bear-green.svg');
  });

  it('cycles through all 18 avatars in order and wraps to the first', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const seen = [currentAvatar(container)];
    for (let i = 0; i < AVATAR_IDS.length; i++) {
      await user.click(screen.getByRole('button', { name: 'Next character' }));
      seen.push(currentAvatar(container));
    }
    expect(seen).toEqual([...AVATAR_IDS, AVATAR_IDS[0]]);
    expect(screen.getByRole('img')).toHaveAttribute('src', `/avatars/${AVATAR_IDS[0]}.svg`);
  });
});
