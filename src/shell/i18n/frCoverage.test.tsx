// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import shellFr from './fr.json';

const shellDir = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** English literals handed to the translator: t('...'), tr('...'), translate.current('...'). */
function translatedLiterals(code: string): string[] {
  const found = code.matchAll(/\b(?:t|tr|translate\.current)\(\s*'((?:[^'\\]|\\.)*)'/g);
  return [...found].map((m) => m[1]!.replace(/\\'/g, "'"));
}

describe('French of the shell', () => {
  it('has every English text the shell translates', () => {
    const missing = sources(shellDir)
      .flatMap((file) => translatedLiterals(readFileSync(file, 'utf8')))
      .filter((english) => !(english in shellFr));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('keeps the placeholders of each English text', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
    for (const [english, french] of Object.entries(shellFr)) expect(placeholders(french), english).toEqual(placeholders(english));
  });
});
