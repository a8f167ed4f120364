import { CATEGORY_LIBRARY } from '@npat/protocol';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CategoryLibraryField } from './category-library-field';

function Picker({ initial }: { initial: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <CategoryLibraryField value={value} language="en" onChange={setValue} />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('the category library field', () => {
  it('offers every library category as a checkbox named by its title', () => {
    render(<Picker initial={['name']} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(CATEGORY_LIBRARY.length);
    for (const { title } of CATEGORY_LIBRARY)
      expect(screen.getByRole('checkbox', { name: title })).toBeInTheDocument();
  });

  it('toggles a chip from the keyboard and keeps the choice in the library’s order', async () => {
    const user = userEvent.setup();
    render(<Picker initial={['snacks', 'name']} />);
    screen.getByRole('checkbox', { name: 'Place' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Place' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('name,place,snacks');
    expect(screen.getByText('3 of 3–12 chosen.')).toBeInTheDocument();
  });

  it('counts the chosen ones of each group beside its heading', () => {
    render(<Picker initial={['name', 'rivers', 'islands']} />);
    const geography = screen.getByText('Geography').closest('summary');
    expect(geography).toHaveTextContent('Geography2 chosen');
    expect(screen.getByText('People').closest('summary')).toHaveTextContent('none chosen');
  });
});
