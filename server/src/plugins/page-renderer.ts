import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type InitialData = Record<string, unknown>;

interface ServerEntry {
  renderDocument(template: string, url: string, data: InitialData): Promise<string>;
}

/** Renders a page of the built site at request time, with data added to what it was prerendered with. */
export interface PageRenderer {
  /** The page's whole HTML, or undefined when the site has not been built. */
  render(pathname: string, extra: InitialData): Promise<string | undefined>;
}

const INITIAL_DATA = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/;

/**
 * The build's server entry (`<dist>-ssr/entry-server.js`) and page template (`shell.html`), loaded
 * on first use. A page's data is the data its prerendered file embeds, so the answer shows exactly
 * what the page shows, plus `extra` (a form's result).
 */
export function createPageRenderer(distDir: string): PageRenderer {
  const entryFile = `${distDir}-ssr/entry-server.js`;
  const templateFile = path.join(distDir, 'shell.html');
  let loaded: Promise<{ entry: ServerEntry; template: string }> | undefined;

  const load = () => {
    loaded ??= import(pathToFileURL(entryFile).href).then((entry: ServerEntry) => ({ entry, template: readFileSync(templateFile, 'utf8') }));
    return loaded;
  };

  const prerenderedData = (pathname: string): InitialData => {
    const file = path.join(distDir, pathname === '/' ? 'index.html' : path.join(pathname.slice(1), 'index.html'));
    const match = existsSync(file) ? INITIAL_DATA.exec(readFileSync(file, 'utf8')) : null;
    return match?.[1] ? (JSON.parse(match[1]) as InitialData) : {};
  };

  return {
    async render(pathname, extra) {
      if (!existsSync(entryFile) || !existsSync(templateFile)) return undefined;
      const { entry, template } = await load();
      return entry.renderDocument(template, pathname, { ...prerenderedData(pathname), ...extra });
    },
  };
}
