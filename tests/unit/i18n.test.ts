import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/testApp';
import renderersFr from '../../src/renderers/fr.json';
import sharedFr from '../../src/shared/validation/fr.json';
import rulesFr from '../../src/shared/rules/fr.json';
import shellFr from '../../src/shell/i18n/fr.json';
import coreFr from '../../src/core/i18n/fr.json';
import { errorCatalogue } from '../../src/server/errors';
import { hasFrench } from '../../src/server/serverMessages';
import * as demo from '../../src/server/db/demoData';
import { resolveShared } from '../../src/server/screens/sharedRefs';
import pdfViewerFr from '../../src/custom/pdfViewer/fr.json';
import bolFr from '../../src/custom/bol/fr.json';
import wizardFr from '../../src/custom/wizard/fr.json';
import quotingFr from '../../src/custom/quoting/fr.json';
import docLibraryFr from '../../src/custom/docLibrary/fr.json';
import reportsFr from '../../src/custom/reports/fr.json';
import labelsFr from '../../src/custom/labels/fr.json';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const literals = (code: string) => [...code.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]!.replace(/\\'/g, "'"));

/** Every English text a screen definition shows. */
function definitionTexts(def: any): string[] {
  const texts: string[] = [def.title];
  for (const c of def.columns ?? []) {
    texts.push(c.label);
    if (c.category) texts.push(c.category);
    for (const k of ['action', 'confirm', 'success']) if (c[k]) texts.push(c[k]);
    for (const o of c.searchOptions ?? []) texts.push(typeof o === 'string' ? o : o.label);
  }
  for (const f of [...(def.fields ?? []), ...(def.view?.fields ?? [])]) texts.push(f.label, ...(f.section ? [f.section] : []));
  for (const table of def.tables ?? []) texts.push(table.title, ...table.columns.map((c: any) => c.label));
  if (def.attachments?.closedMessage) texts.push(def.attachments.closedMessage);
  if (def.back?.label) texts.push(def.back.label);
  for (const c of def.list?.columns ?? []) texts.push(c.label, ...(c.searchOptions ?? []).map((o: any) => (typeof o === 'string' ? o : o.label)));
  // Toolbar links of a grid, or of a form's list.
  for (const l of [...(def.links ?? []), ...(def.list?.links ?? [])]) texts.push(l.label);
  // Every text of the uiSchema, nested objects (a pickup's shipper) included.
  const walk = (ui: any) => {
    if (!ui || typeof ui !== 'object') return;
    for (const k of ['ui:title', 'ui:placeholder', 'ui:help']) if (typeof ui[k] === 'string') texts.push(ui[k]);
    if (Array.isArray(ui['ui:enumNames'])) texts.push(...ui['ui:enumNames']);
    if (typeof ui['ui:options']?.toggle === 'string') texts.push(ui['ui:options'].toggle);
    for (const [key, sub] of Object.entries(ui)) if (!key.startsWith('ui:')) walk(sub);
  };
  walk(def.uiSchema);
  for (const k of ['submitLabel', 'successMessage', 'progressMessage']) if (def[k]) texts.push(def[k]);
  return texts;
}

describe('French', () => {
  it('has every English text the renderers translate', () => {
    const fr = { ...sharedFr, ...renderersFr };
    const missing = sources(join(repoRoot, 'src/renderers')).flatMap((f) => literals(readFileSync(f, 'utf8'))).filter((e) => !(e in fr));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has every English text the core layer translates', () => {
    const missing = sources(join(repoRoot, 'src/core')).flatMap((f) => literals(readFileSync(f, 'utf8'))).filter((e) => !(e in coreFr));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has every English text each custom flow translates, in its own French', () => {
    const flows: [string, Record<string, string>][] = [['src/custom/bol', bolFr], ['src/custom/docLibrary', docLibraryFr], ['src/custom/labels', labelsFr], ['src/custom/pdfViewer', pdfViewerFr], ['src/custom/quoting', quotingFr], ['src/custom/reports', reportsFr], ['src/custom/wizard', wizardFr]];
    expect(readdirSync(join(repoRoot, 'src/custom')).filter((f) => statSync(join(repoRoot, 'src/custom', f)).isDirectory())).toEqual(flows.map(([dir]) => dir.split('/').pop()));
    for (const [dir, fr] of flows) {
      const missing = sources(join(repoRoot, dir)).flatMap((f) => literals(readFileSync(f, 'utf8'))).filter((e) => !(e in fr));
      expect([...new Set(missing)], dir).toEqual([]);
    }
  });

  it('has every text of every screen definition in its translations, shared columns included', () => {
    const readShared = (name: string) => ({ value: JSON.parse(readFileSync(join(repoRoot, 'screens/_shared', name), 'utf8')) });
    for (const file of readdirSync(join(repoRoot, 'screens')).filter((f) => f.endsWith('.json'))) {
      const def: any = resolveShared(JSON.parse(readFileSync(join(repoRoot, 'screens', file), 'utf8')), file, readShared).value;
      const fr = def.translations?.fr ?? {};
      expect(definitionTexts(def).filter((t) => !(t in fr)), file).toEqual([]);
    }
  });

  it('has every server message and every demo menu text', () => {
    for (const { message } of Object.values(errorCatalogue)) expect(hasFrench(message), message).toBe(true);
    const serverTexts = sources(join(repoRoot, 'src/server')).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/message: '((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]!));
    expect(serverTexts.filter((m) => !hasFrench(m))).toEqual([]);
    const menuTexts = Object.values(demo.groups).flatMap((g) => [g.name, ...g.menus.flatMap((m) => [m.name, ...m.items.map(([, title]) => title)])]);
    expect(menuTexts.filter((m) => !(m in shellFr))).toEqual([]);
  });

  it('keeps the placeholders of each English text', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
    for (const table of [sharedFr, rulesFr, coreFr, renderersFr, shellFr, pdfViewerFr, quotingFr, wizardFr, docLibraryFr, bolFr, labelsFr, reportsFr]) for (const [en, fr] of Object.entries(table)) expect(placeholders(fr), en).toEqual(placeholders(en));
  });
});
