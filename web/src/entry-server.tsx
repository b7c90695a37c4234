import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import type { InitialData } from './lib/initial-data';

export { metaFor } from './app/page-meta';

/** Renders one page to HTML at build time, waiting for its lazily loaded screen. */
export async function renderPage(url: string, data: InitialData): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <App data={data} router={({ children }) => <StaticRouter location={url}>{children}</StaticRouter>} />,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
