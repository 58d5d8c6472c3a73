import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';

// The Vitest "web" project extends this file (jsdom), so it stays a plain Vite config.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    rollupOptions: {
      // A feature's door (features/<name>/index.ts) only re-exports, so it is declared free of side effects: an
      // importer then takes from it just the modules of the names it uses, as if it imported them directly. Otherwise
      // a door would bring every module behind it (with their top-level lazy() calls) into each importer's chunk, and
      // a door shared by two lazy screens would become an empty chunk of its own (ARCHITECTURE.md "Feature doors").
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }],
      },
      output: {
        // The first screen's libraries in one chunk: left to the automatic splitting, the many lazy screens that share
        // them split them into several small files, which cost the landing page 1.6 KB gzip more (bench/README.md
        // "Bundle"). i18next stays out of it: grouped with React it initialised in another order, and a reload in
        // another language rendered English texts. The query keys and the contracts' constants (the client header) go with
        // them: left alone, a lazy screen sharing them split them into a chunk of their own, 100 bytes more to load.
        advancedChunks: {
          groups: [
            {
              name: 'landing-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query)|wouter|regexparam|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context|icons[\\/]loader-circle)|src[\\/](components[\\/]ui[\\/]button|lib[\\/]utils|lib[\\/]query-keys)\.tsx?$|packages[\\/]contracts[\\/]src[\\/]constants\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
});
