/// <reference types="vitest/config" />
// `defineConfig` from vite, not vitest/config: `npm start` builds the web app after `npm ci --omit=dev`,
// where vitest is absent; the reference only types the `test` block for the tests' runs.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // Generous: on a busy 2-core CI machine a long form typed with user-event can take 10+ s.
    testTimeout: 60_000,
  },
});
