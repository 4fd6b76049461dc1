/// <reference types="vitest/config" />
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, which the server
 * sends as the browser asks (no compression work per request), and prints the build as one line.
 */
function compressedAssets(): Plugin {
  let started = 0;
  return {
    name: 'bakrom:compressed-assets',
    apply: 'build',
    buildStart() {
      started = performance.now();
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.resolve(root, 'dist');
      let bytes = 0;
      let brotliBytes = 0;
      const files = Object.keys(bundle);
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(path.join(outDir, file));
          bytes += content.length;
          if (!COMPRESSIBLE.test(file)) {
            brotliBytes += content.length;
            return;
          }
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipAsync(content, { level: 9 }),
          ]);
          brotliBytes += br.length;
          await Promise.all([writeFile(path.join(outDir, `${file}.br`), br), writeFile(path.join(outDir, `${file}.gz`), gz)]);
        }),
      );
      const kb = (n: number) => `${Math.round(n / 1024).toLocaleString('nb-NO')} kB`;
      const seconds = ((performance.now() - started) / 1000).toFixed(1).replace('.', ',');
      const where = path.relative(path.resolve(root, '../..'), outDir);
      console.log(
        `Web-appen er bygget: ${files.length} filer, ${kb(bytes)} (${kb(brotliBytes)} med brotli) på ${seconds} s i ${where.startsWith('..') ? outDir : where}`,
      );
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), compressedAssets()],
  resolve: { alias: { '@': path.resolve(root, 'src') } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: path.resolve(root, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Each file costs a request and its headers: what every visit needs is one file, the login
        // screens another, the login call a third, and the logged-in frame with the overview (the
        // first screen after login) and what they use a fourth; the other screens keep the automatic split.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'login', test: /[\\/]app[\\/]routes[\\/](login|superadmin-login)\.tsx$/, priority: 1 },
            // The login call with its schema library, loaded once the login form is touched.
            { name: 'login-call', test: /[\\/]features[\\/]auth[\\/]api[\\/]login\.ts$/, priority: 1 },
            {
              name: 'frame',
              test: /[\\/](app[\\/]routes[\\/](app-root|overview)|features[\\/]dashboard[\\/]components[\\/]sales-section)\.tsx$/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
