import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { webCommonSource } from '../build-tools/web-common-source.ts';

export default defineConfig({
  plugins: [react(), webCommonSource()],
  test: {
    name: 'storefront',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../web-common/src/test-support/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
