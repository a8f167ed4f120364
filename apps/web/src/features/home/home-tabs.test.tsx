import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HomeTabs } from './home-tabs';

function Harness({ disabled = false, onIntent = () => {} }: { disabled?: boolean; onIntent?: () => void }) {
  const [value, setValue] = useState('guest');
  return (
    <HomeTabs
      label="Play as"
      value={value}
      onValueChange={setValue}
      disabled={disabled}
      listClassName=""
      tabClassName=""
      panelClassName=""
      tabs={[
        { value: 'guest', label: 'Guest', content: <p>guest panel</p> },
        { value: 'auth', label: 'Account', content: <p>account panel</p>, onIntent },
      ]}
    />
  );
}

describe('HomeTabs', () => {
  it('is one tab stop whose arrows, Home and End move and select', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Guest' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const account = screen.getByRole('tab', { name: 'Account' });
    expect(account).toHaveFocus();
    expect(account).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Account' })).toHaveTextContent('account panel');
    expect(screen.queryByText('guest panel')).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Guest' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(account).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Guest' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects by click and tells when a tab is about to be wanted', async () => {
    const user = userEvent.setup();
    const onIntent = vi.fn();
    render(<Harness onIntent={onIntent} />);
    await user.hover(screen.getByRole('tab', { name: 'Account' }));
    expect(onIntent).toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('account panel');
  });

  it('cannot be switched while disabled', async () => {
    const user = userEvent.setup();
    render(<Harness disabled />);
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('guest panel');
  });
});
