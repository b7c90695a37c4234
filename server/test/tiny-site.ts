import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A built site of the smallest kind, in `root/dist`: a page template and a server entry (the
 * contract of web/src/entry-server.tsx) that writes the path, the tagline and the enablers' names
 * it was given into the page, a blog post's title and HTML, the newsletters' subjects (the archive) or
 * one newsletter's subject and HTML, an event's page's event (`/events/<slug>`: its title, found by slug in
 * the events list), the instant an events page was rendered at, and the form result it was given, so each answer shows what it was rendered from. For server tests, which run before the real build.
 */
export function writeTinySite(root: string): string {
  const distDir = path.join(root, 'dist');
  mkdirSync(distDir, { recursive: true });
  mkdirSync(`${distDir}-ssr`, { recursive: true });
  const template = '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';
  writeFileSync(path.join(distDir, 'index.html'), template);
  writeFileSync(path.join(distDir, 'shell.html'), template);
  writeFileSync(
    path.join(`${distDir}-ssr`, 'entry-server.js'),
    `export async function renderDocument(template, url, data) {
      const names = (data['/api/enablers'] ?? []).map((e) => e.name).join(', ');
      const body = '<p id="path">' + url + '</p><p id="tagline">' + data['/api/site'].tagline + '</p><p id="names">' + names + '</p>' +
        '<p id="form">' + JSON.stringify(data['form-result'] ?? null) + '</p>' +
        (data.renderedAt ? '<p id="rendered-at">' + data.renderedAt + '</p>' : '') +
        Object.keys(data).filter((key) => key.startsWith('/api/blog/')).map((key) => '<article>' + data[key].post.title + data[key].html + '</article>').join('') +
        (data['/api/newsletters'] ? '<ul id="newsletters">' + data['/api/newsletters'].map((n) => '<li>' + n.subject + '</li>').join('') + '</ul>' : '') +
        Object.keys(data).filter((key) => key.startsWith('/api/newsletters/')).map((key) => '<article><h1>' + data[key].subject + '</h1>' + data[key].html + '</article>').join('') +
        (data['/api/events'] ?? []).filter((event) => url.endsWith('/events/' + event.slug)).map((event) => '<article id="event"><h1>' + event.title + '</h1></article>').join('');
      return template.replace('<div id="root"></div>', () => '<div id="root">' + body + '</div>');
    }\n`,
  );
  return distDir;
}

/** The tagline a page of the tiny site shows. */
export function taglineIn(html: string): string | undefined {
  return /<p id="tagline">([^<]*)<\/p>/.exec(html)?.[1];
}
