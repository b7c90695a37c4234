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
import { INITIAL_DATA_ID, type InitialData } from '../src/lib/initial-data';

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
  renderPage(url: string, data: InitialData): Promise<string>;
  metaFor(pathname: string): { title: string; description: string };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside a script element must not be able to close it.
const escapeJson = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

function fillTemplate(template: string, body: string, data: InitialData, meta: { title: string; description: string }) {
  const dataScript = `<script type="application/json" id="${INITIAL_DATA_ID}">${escapeJson(JSON.stringify(data))}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>${dataScript}`);
}

async function main() {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  writeFileSync(path.join(distDir, 'shell.html'), template);

  const entry = (await import(pathToFileURL(`${distDir}-ssr/entry-server.js`).href)) as ServerEntry;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wfc-prerender-'));
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'none') }));
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
      const body = await entry.renderPage(route, data);
      // The CSP forbids inline scripts: a page that needs one would not hydrate.
      if (/<script(?![^>]*\bsrc=)/i.test(body)) throw new Error(`${route} rendered an inline script; every lazy screen must resolve before rendering`);
      const html = fillTemplate(template, body, data, entry.metaFor(route));
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
