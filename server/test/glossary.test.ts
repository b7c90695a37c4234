import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { poEntries } from './answer-inventory';

/**
 * docs/glossary.md's "Words not to use" against every Malayalam text the product ships: the
 * catalogs (each `ml.po`) and the seed content (`content/*.json`). One word for one thing is a
 * glossary's promise; this keeps a translator's slip from breaking it unseen.
 */

const root = path.resolve(import.meta.dirname, '..', '..');

interface AvoidedWord {
  word: string;
  instead: string;
  /** An English text holding this may keep the word (the spec's "Member Login"). */
  except: string;
}

/** The rows of the glossary's "Words not to use" table. */
function avoidedWords(glossary: string): AvoidedWord[] {
  const section = glossary.split(/^## Words not to use$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---') && !line.startsWith('| Not |'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, word = '', instead = '', except = '']) => ({ word, instead, except }));
}

// A Malayalam letter or a joiner: a word found beside one is part of a longer word (നീക്കുക is not നീ).
const LETTER = '[\\u0D00-\\u0D7F\\u200C\\u200D]';

function uses(text: string, word: string): boolean {
  return new RegExp(`(?<!${LETTER})${word}(?!${LETTER})`, 'u').test(text);
}

function filesUnder(folder: string, ending: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Where each avoided word is used: "file: English → Malayalam" lines. */
function misuses(words: AvoidedWord[]): string[] {
  const found: string[] = [];
  const catalogs = ['web', 'shared', 'server'].flatMap((workspace) => filesUnder(path.join(root, workspace, 'src', 'locales'), 'ml.po'));
  for (const file of catalogs) {
    for (const { msgid, msgstr } of poEntries(readFileSync(file, 'utf8'))) {
      for (const { word, instead, except } of words) {
        if (uses(msgstr, word) && !(except && msgid.includes(except)))
          found.push(`${path.relative(root, file)}: "${msgid}" → "${msgstr}" (${word}: say ${instead})`);
      }
    }
  }
  for (const file of filesUnder(path.join(root, 'content'), '.json')) {
    const text = readFileSync(file, 'utf8');
    for (const { word, instead } of words) if (uses(text, word)) found.push(`${path.relative(root, file)}: ${word} (say ${instead})`);
  }
  return found;
}

describe("the glossary's words not to use", () => {
  const words = avoidedWords(readFileSync(path.join(root, 'docs', 'glossary.md'), 'utf8'));

  it('reads the table: each row a word, what to say instead, and any exception', () => {
    expect(words.map((row) => row.word)).toEqual(expect.arrayContaining(['ടു-ഫാക്ടർ', 'ലോഗിൻ', 'നീ']));
    expect(words.find((row) => row.word === 'ലോഗിൻ')).toMatchObject({ instead: 'സൈൻ ഇൻ', except: 'Member Login' });
  });

  it('finds a word only on its own, never inside a longer one', () => {
    expect(uses('ദയവായി ലോഗിൻ ചെയ്യുക.', 'ലോഗിൻ')).toBe(true);
    expect(uses('നീ വരൂ', 'നീ')).toBe(true);
    expect(uses('നീക്കുക', 'നീ')).toBe(false);
    expect(uses('ഇവ എന്നീ രംഗങ്ങൾ', 'നീ')).toBe(false);
  });

  it('is kept by every Malayalam catalog and the seed content', () => {
    expect(misuses(words)).toEqual([]);
  });
});
