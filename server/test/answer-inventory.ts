import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { z } from 'zod';

/**
 * Every English text the API can answer, gathered from the code itself (issue 18), so that a test
 * can hold the answers' catalog (shared/src/locales/answers/ml.po) to it: a text the code can send
 * and the catalog lacks, or a catalog entry no code sends any more.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const serverSrc = path.resolve(here, '..', 'src');
export const sharedSrc = path.resolve(here, '..', '..', 'shared', 'src');

function tsFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every module of shared (the answers' catalog itself excepted), loaded. */
export async function sharedModules(): Promise<Record<string, unknown>[]> {
  const files = tsFiles(sharedSrc).filter((file) => !file.includes(`${path.sep}locales${path.sep}`));
  return Promise.all(files.map((file) => import(file) as Promise<Record<string, unknown>>));
}

// ---- (a) the zod schemas, probed field by field with bad values ----

const LONG = 'x'.repeat(100_001);
const PROBES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  LONG,
  42,
  -1,
  1.5,
  1e12,
  true,
  'not-an-email',
  'a\u0000b',
  'a\u202eb',
  'nope',
  [],
  ['nope'],
  [LONG],
  {},
  'https://',
  '2000-01-01',
  'javascript:alert(1)',
  '/\\evil',
];

/** The schema under optional/nullable/default/pipe wrappers, where its shape is. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    const def = (current as unknown as { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } }).def;
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) return current;
    current = inner;
  }
  return current;
}

function probeValues(schema: z.ZodType, seen: Set<z.ZodType>, depth = 0): unknown[] {
  const base = unwrap(schema);
  if (seen.has(base) || depth > 4) return PROBES;
  seen.add(base);
  const values = [...PROBES];
  if (base instanceof z.ZodObject) {
    for (const [name, field] of Object.entries(base.shape as Record<string, z.ZodType>)) {
      for (const value of probeValues(field, seen, depth + 1)) values.push({ [name]: value });
    }
  }
  if (base instanceof z.ZodArray) for (const value of probeValues(base.element as z.ZodType, seen, depth + 1)) values.push([value]);
  seen.delete(base);
  return values;
}

/** Each exported schema's messages for bad values, field by field (the `${label}` templates expanded). */
export function zodMessages(modules: Record<string, unknown>[]): Set<string> {
  const found = new Set<string>();
  for (const module of modules) {
    for (const schema of Object.values(module)) {
      if (!(schema instanceof z.ZodType)) continue;
      for (const value of probeValues(schema, new Set())) {
        const result = schema.safeParse(value);
        if (!result.success) for (const issue of result.error.issues) found.add(issue.message);
      }
    }
  }
  return found;
}

// ---- (c) shared's message objects: `messages` and every export named `...Messages` ----

export function messageObjectTexts(modules: Record<string, unknown>[]): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.add(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  for (const module of modules) for (const [name, value] of Object.entries(module)) if (/^messages$|Messages$/.test(name)) walk(value);
  return found;
}

// ---- (b) the server's code: what its errors and success bodies say ----

const THROWERS = new Set(['badRequest', 'conflict', 'notFound', 'forbidden', 'unauthenticated']);

/** The string(s) an expression can only be, by its type (a literal, a literal const, an `as const` member). */
function literalStrings(checker: ts.TypeChecker, node: ts.Expression): string[] {
  const type = checker.getTypeAtLocation(node);
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((part) => part.isStringLiteral()) ? parts.map((part) => (part as ts.StringLiteralType).value) : [];
}

export interface ServerTexts {
  /** Texts passed to AppError and its helpers, their defaults, and `message:` values of answers. */
  texts: Set<string>;
  /** Template ids (`error.withTemplate(id, values)`) of texts that vary. */
  templates: Set<string>;
}

/** Walks server/src with the TypeScript compiler: every literal text an error or an answer's `message` can be. */
export function serverTexts(): ServerTexts {
  // The mail's texts have their own catalog; config.ts speaks to whoever starts the server, in its log.
  const files = tsFiles(serverSrc).filter(
    (file) => !file.includes(`${path.sep}mail${path.sep}messages${path.sep}`) && !file.endsWith(`${path.sep}config.ts`),
  );
  const config = ts.readConfigFile(path.resolve(serverSrc, '..', 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const options = ts.parseJsonConfigFileContent(config.config, ts.sys, path.resolve(serverSrc, '..')).options;
  const program = ts.createProgram(files, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const texts = new Set<string>();
  const templates = new Set<string>();
  const add = (node: ts.Expression | undefined) => {
    if (node) for (const text of literalStrings(checker, node)) texts.add(text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && THROWERS.has(node.expression.text)) add(node.arguments[0]);
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError') add(node.arguments?.[2]);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'withTemplate') {
      const [id] = node.arguments;
      if (id && ts.isStringLiteralLike(id)) templates.add(id.text);
    }
    // The helpers' default texts (`unauthenticated(message = 'Please sign in to continue.')`).
    if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === 'message' && node.initializer) add(node.initializer);
    // A constant named in capitals that holds a sentence (`const SIGNED_IN = 'Signed in. ...'`).
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /^[A-Z][A-Z0-9_]*$/.test(node.name.text) && node.initializer) {
      if (ts.isStringLiteralLike(node.initializer) && / .*[.!?]$/.test(node.initializer.text)) texts.add(node.initializer.text);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      // `message`, `error` and the texts a definition keeps for later (`notFoundMessage`).
      if (/^(message|error)$|Message$/.test(node.name.text)) add(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (source) visit(source);
  }
  return { texts, templates };
}

/** What creating an item of each content collection answers (`createdMessage`, both ways). */
export async function collectionTexts(): Promise<Set<string>> {
  const { createdMessage } = await import('../src/features/content-admin/collection');
  const folder = path.join(serverSrc, 'features', 'content-admin');
  const found = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.collection.ts'))) {
    const module = (await import(path.join(folder, file))) as Record<string, unknown>;
    for (const exported of Object.values(module)) {
      // A collection made for an app's context (the events', issue 30) is made here without one.
      const value =
        typeof exported === 'function' && exported.name.endsWith('Collection') ? (exported as (context: unknown) => unknown)({}) : exported;
      if (!value || typeof value !== 'object' || !('noun' in value) || !('shownOn' in value)) continue;
      const collection = value as { noun: string; shownOn: string };
      for (const hidden of [true, false]) found.add(createdMessage(collection, hidden));
    }
  }
  return found;
}

/** A PO file's entries as (English, translation) pairs, with or without a context; a text split over lines is joined. */
export function poEntries(poText: string): { msgid: string; msgstr: string }[] {
  const unquote = (line: string) => JSON.parse(line.trim()) as string;
  return poText.split(/\n\s*\n/).flatMap((entry) => {
    const lines = entry.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
    const id = lines.findIndex((line) => line.startsWith('msgid '));
    const str = lines.findIndex((line) => line.startsWith('msgstr '));
    if (id < 0 || str <= id) return [];
    const msgid = [lines[id]!.slice(6), ...lines.slice(id + 1, str)].map(unquote).join('');
    const msgstr = [lines[str]!.slice(7), ...lines.slice(str + 1)].map(unquote).join('');
    return [{ msgid, msgstr }];
  });
}

/** The msgids of a PO file that have a translation (a msgstr that is not empty). */
export function translatedMsgids(poText: string): Set<string> {
  return new Set(
    poEntries(poText)
      .filter(({ msgid, msgstr }) => msgid !== '' && msgstr !== '')
      .map(({ msgid }) => msgid),
  );
}
