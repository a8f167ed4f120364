import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreditsPage } from './credits-page';

describe('CreditsPage', () => {
  it('is titled CREDITS', () => {
    render(<CreditsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'CREDITS' })).toBeInTheDocument();
  });

  it('opens every credit link in a new tab without giving it access to this page', () => {
    render(<CreditsPage />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://github.com/microsoft/fluentui-emoji',
      'https://github.com/iconify/icon-sets',
      'https://github.com/googlefonts/nunito',
      'https://lucide.dev',
      'https://cldr.unicode.org',
      'https://www.geonames.org',
      'https://github.com/faker-js/faker',
      'https://github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });

  it('says which assets are our own work', () => {
    render(<CreditsPage />);
    expect(
      screen.getByText(/sunburst background, the logo and the How To Play animations/),
    ).toBeInTheDocument();
  });

  it('says what each credit is used for, from the catalogue', () => {
    render(<CreditsPage />);
    for (const use of [
      'Animal avatars, including their recoloured variants',
      'The typeface',
      'Interface icons',
    ])
      expect(screen.getByText(use)).toBeInTheDocument();
  });

  it('names each licence, and words a note about one in the player’s language', () => {
    render(<CreditsPage />);
    expect(screen.getByText(/by Microsoft · MIT License/)).toBeInTheDocument();
    expect(screen.getByText(/by Iconify · each icon keeps its set’s licence/)).toBeInTheDocument();
  });
});
