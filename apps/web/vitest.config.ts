import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { messagesPlugin } from './scripts/messages-plugin.ts';

export default defineProject({
  plugins: [react(), messagesPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    // Screens rendered in happy-dom with user-event run slowly when the whole suite shares two cores.
    testTimeout: 15_000,
  },
});
