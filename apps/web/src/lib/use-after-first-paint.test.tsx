import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'painted' : 'first'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true after the next frame', async () => {
    render(<Probe />);
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(await screen.findByText('painted')).toBeInTheDocument();
  });
});
