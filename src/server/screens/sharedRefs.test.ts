import { describe, expect, it } from 'vitest';
import { resolveShared, traceFault, type SharedFile } from './sharedRefs';

const files: Record<string, unknown> = {
  'cols.json': { set: [{ name: 'a' }, { name: 'b' }], one: { name: 'c' }, 'odd/key': { name: 'd' } },
  'nested.json': [{ $ref: '_shared/cols.json#/one' }, { name: 'e' }],
  'loop.json': { x: { $ref: '_shared/loop2.json' } },
  'loop2.json': { $ref: '_shared/loop.json#/x' },
};
const read = (name: string): SharedFile => (name in files ? { value: structuredClone(files[name]) } : name === 'broken.json' ? { error: 'Not valid JSON: Unexpected token' } : { error: 'No such shared file' });

describe('shared parts of screen definitions ($ref into screens/_shared/)', () => {
  it('splices a set into an array, replaces a single value, follows nested references and escaped pointers', () => {
    const def = { columns: [{ name: 'own' }, { $ref: '_shared/cols.json#/set' }, { $ref: '_shared/cols.json#/one' }, { $ref: '_shared/nested.json' }, { $ref: '_shared/cols.json#/odd~1key' }], extra: { $ref: '_shared/cols.json#/one' } };
    const r = resolveShared(def, 'T.json', read);
    expect(r.faults).toEqual([]);
    expect(r.value).toEqual({ columns: [{ name: 'own' }, { name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'c' }, { name: 'e' }, { name: 'd' }], extra: { name: 'c' } });
    expect([...r.uses].sort()).toEqual(['cols.json', 'nested.json']);
  });

  it('traces a fault on the resolved definition to the file and pointer that wrote it', () => {
    const def = { columns: [{ name: 'own' }, { $ref: '_shared/cols.json#/set' }, { name: 'mine' }, { $ref: '_shared/nested.json' }] };
    const { origins } = resolveShared(def, 'T.json', read);
    // Own values keep their own pointers, shifted back past the spliced items.
    expect(traceFault({ pointer: '/columns/3/name', message: 'm' }, origins)).toEqual({ pointer: '/columns/2/name', message: 'm' });
    expect(traceFault({ pointer: '/columns/0', message: 'm' }, origins)).toEqual({ pointer: '/columns/0', message: 'm' });
    // Shared values: the $ref's pointer, and the shared file's pointer in the message.
    expect(traceFault({ pointer: '/columns/2/name', message: 'Bad' }, origins)).toEqual({ pointer: '/columns/1', message: 'screens/_shared/cols.json#/set/1/name: Bad' });
    // Through a reference inside a shared file: the outermost $ref of the screen.
    expect(traceFault({ pointer: '/columns/4/name', message: 'Bad' }, origins)).toEqual({ pointer: '/columns/3', message: 'screens/_shared/cols.json#/one/name: Bad' });
    expect(traceFault({ pointer: '/columns/5/name', message: 'Bad' }, origins)).toEqual({ pointer: '/columns/3', message: 'screens/_shared/nested.json#/1/name: Bad' });
    // A pointer below what the origins know (an ajv error on a missing property) keeps its tail.
    expect(traceFault({ pointer: '/columns/2/name/x', message: 'Bad' }, origins)).toEqual({ pointer: '/columns/1', message: 'screens/_shared/cols.json#/set/1/name/x: Bad' });
    expect(traceFault({ pointer: '/', message: 'root' }, origins)).toEqual({ pointer: '/', message: 'root' });
  });

  it('refuses references it cannot follow, at the $ref', () => {
    const faults = (def: unknown) => resolveShared(def, 'T.json', read).faults;
    expect(faults({ a: [{ $ref: '_shared/none.json' }] })).toEqual([{ pointer: '/a/0/$ref', message: 'screens/_shared/none.json: No such shared file' }]);
    expect(faults({ a: { $ref: '_shared/broken.json' } })).toEqual([{ pointer: '/a/$ref', message: 'screens/_shared/broken.json: Not valid JSON: Unexpected token' }]);
    expect(faults({ a: { $ref: '_shared/cols.json#/nope' } })).toEqual([{ pointer: '/a/$ref', message: 'No /nope in screens/_shared/cols.json' }]);
    expect(faults({ a: { $ref: '../schemas/x.json' } })[0]!.message).toMatch(/^A \$ref names a shared file as _shared\/\{name\}.json/);
    expect(faults({ a: { $ref: '_shared/cols.json#/one', label: 'X' } })).toEqual([{ pointer: '/a/$ref', message: 'A $ref object takes no other keys' }]);
    expect(faults({ a: { $ref: '_shared/loop.json#/x' } })).toEqual([{ pointer: '/a', message: 'screens/_shared/loop2.json#/$ref: Circular $ref: loop.json#/x -> loop2.json# -> loop.json#/x' }]);
  });
});
