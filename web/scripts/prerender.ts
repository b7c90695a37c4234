/**
 * Prerenders every public page of the built site to HTML (decisions.md 18). The data each page
 * shows comes from the real API, answered in-process by the server app on a throwaway database
 * seeded from content/, so the embedded data is exactly what GET /api/... returns.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { publicPaths } from '@wfc/shared';
import { buildApp } from '../../server/src/app';
import { loadConfig, loadRootEnvFile, resolveWebDistDir } from '../../server/src/config';
import type { InitialData } from '../src/lib/initial-data';

loadRootEnvFile();
const distDir = resolveWebDistDir();

// The API responses each page renders with; every page shows the site settings in its footer.
const pageData: Record<string, string[]> = {
  '/': ['/api/enablers'],
  '/allenablers': ['/api/enablers'],
  '/events': ['/api/events'],
  '/resources/blog': ['/api/blog'],
  '/blogs': ['/api/blog'],
  '/resources/podcast': ['/api/podcast'],
  '/podcast': ['/api/podcast'],
  '/resources/webinars': ['/api/webinars'],
  '/webinars': ['/api/webinars'],
};

interface ServerEntry {
  renderDocument(template: string, url: string, data: InitialData): Promise<string>;
}

async function main() {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  writeFileSync(path.join(distDir, 'shell.html'), template);

  const entry = (await import(pathToFileURL(`${distDir}-ssr/entry-server.js`).href)) as ServerEntry;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wfc-prerender-'));
  // A throwaway app: its first-admin notice would print a password that works nowhere (only the
  // real server's notice counts), and it has no mail to send.
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'none') }), {
    announce: () => undefined,
    background: false,
  });
  const cache = new Map<string, unknown>();
  const fetchData = async (apiPath: string) => {
    if (!cache.has(apiPath)) {
      const response = await app.inject({ method: 'GET', url: apiPath });
      if (response.statusCode !== 200) throw new Error(`${apiPath} answered ${response.statusCode}`);
      cache.set(apiPath, response.json());
    }
    return cache.get(apiPath);
  };

  try {
    const pages = [...publicPaths.map((route) => ({ route, file: route === '/' ? 'index.html' : path.join(route.slice(1), 'index.html') })), { route: '/404', file: '404.html' }];
    for (const { route, file } of pages) {
      const data: InitialData = {};
      for (const apiPath of ['/api/site', ...(pageData[route] ?? [])]) data[apiPath] = await fetchData(apiPath);
      const html = await entry.renderDocument(template, route, data);
      mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
      writeFileSync(path.join(distDir, file), html);
      process.stdout.write(`prerendered ${route} -> ${path.relative(process.cwd(), path.join(distDir, file))}\n`);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

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
    writeFileSync(`${full}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }));
    writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
  }
}

main()
  .then(() => precompress(distDir))
  .catch((error: unknown) => {
  process.stderr.write(`Prerendering failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
