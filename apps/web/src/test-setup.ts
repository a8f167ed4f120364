import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load through the router and a faked server; on a busy machine (the whole suite in parallel) that
// can take longer than Testing Library's 1 s default, which made waits fail without anything being wrong.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());
