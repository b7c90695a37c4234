/**
 * The build's last step: keeps Vite's index.html as `shell.html`, the page template the server
 * renders every public page into at request time (decision 021) and the app shell of the
 * dashboards, and writes .br and .gz beside every text file. It reads no content and starts no
 * app: what a page shows comes from the database when it is asked for.
 */
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { loadRootEnvFile, resolveWebDistDir } from '../../server/src/config';

const compressible = /\.(html|js|css|svg|json|txt|xml|webmanifest)$/;

/** Writes .br and .gz beside every text file, so the server sends them without compressing per request. */
function precompress(dir: string) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      precompress(full);
      continue;
    }
    if (!compressible.test(name)) continue;
    const data = readFileSync(full);
    if (data.length < 1024) continue;
    writeFileSync(
      `${full}.br`,
      brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    );
    writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
  }
}

loadRootEnvFile();
const distDir = resolveWebDistDir();
copyFileSync(path.join(distDir, 'index.html'), path.join(distDir, 'shell.html'));
precompress(distDir);
process.stdout.write(`built ${path.relative(process.cwd(), distDir) || '.'}: shell.html and compressed assets\n`);
