import { describe, expect, it } from 'vitest';
import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { portalTheme } from './theme/PortalForm';
import { FORM_FIELDS, REGISTERED_WIDGETS, WIDGETS_BY_TYPE } from './formNames';

/** The widgets and fields a form really has: rjsf's defaults under the portal's theme. */
const registry = getDefaultRegistry();
const widgets = { ...registry.widgets, ...portalTheme.widgets };
const fields = { ...registry.fields, ...portalTheme.fields };
const TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'];
const aliases = [...new Set(Object.values(WIDGETS_BY_TYPE).flat())];

describe('the form contract’s names (formNames.ts) are the theme’s', () => {
  it('accepts exactly the registered widgets and fields', () => {
    expect([...REGISTERED_WIDGETS].sort()).toEqual(Object.keys(widgets).sort());
    expect([...FORM_FIELDS].sort()).toEqual(Object.keys(fields).sort());
  });

  it('accepts a type alias exactly where rjsf resolves it', () => {
    for (const type of TYPES) {
      for (const alias of aliases.filter((a) => !(a in widgets))) {
        const resolves = (() => {
          try {
            getWidget({ type } as RJSFSchema, alias, widgets);
            return true;
          } catch {
            return false;
          }
        })();
        expect(resolves, `${alias} for ${type}`).toBe((WIDGETS_BY_TYPE[type] ?? []).includes(alias));
      }
    }
  });

  it('resolves every registered name on any type', () => {
    for (const name of REGISTERED_WIDGETS) expect(() => getWidget({ type: 'string' }, name, widgets), name).not.toThrow();
  });
});
