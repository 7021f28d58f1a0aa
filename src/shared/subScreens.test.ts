import { describe, expect, it } from 'vitest';
import { matchSubScreen, parentsOf, subScreenFaults } from './subScreens';

const map = { ALLMENUS: 'TM-ALLMENUS', 'APPEND/{id}': 'TM-APPEND/add/{id}', 'EDITSIDE/{id}/{side}': 'TM-SIDE/edit/{id}/{side}' };

describe('matchSubScreen', () => {
  it('matches literals case-insensitively and fills the target path from the parameters', () => {
    expect(matchSubScreen(map, 'ALLMENUS')).toEqual({ cmid: 'TM-ALLMENUS', path: '' });
    expect(matchSubScreen(map, 'allmenus/')).toEqual({ cmid: 'TM-ALLMENUS', path: '' });
    expect(matchSubScreen(map, 'APPEND/42')).toEqual({ cmid: 'TM-APPEND', path: 'add/42' });
    expect(matchSubScreen(map, 'EDITSIDE/3/a%2Fb')).toEqual({ cmid: 'TM-SIDE', path: 'edit/3/a%2Fb' });
  });

  it('leaves other paths to the screen itself', () => {
    expect(matchSubScreen(map, '')).toBeNull();
    expect(matchSubScreen(map, 'APPEND')).toBeNull();
    expect(matchSubScreen(map, 'APPEND/1/2')).toBeNull();
    expect(matchSubScreen(map, 'edit/7')).toBeNull();
    expect(matchSubScreen(undefined, 'ALLMENUS')).toBeNull();
  });
});

describe('subScreenFaults and parentsOf', () => {
  it('names a missing target, the screen itself and an unknown parameter, with escaped JSON pointers', () => {
    const def = { cmid: 'TM-START', subScreens: { ...map, SELF: 'TM-START', 'X/{a}': 'TM-APPEND/add/{b}' } };
    const faults = subScreenFaults(def, (cmid) => cmid !== 'TM-SIDE');
    expect(faults).toEqual([
      { pointer: '/subScreens/EDITSIDE~1{id}~1{side}', message: 'No screen definition {1}', values: { 1: 'TM-SIDE' } },
      { pointer: '/subScreens/SELF', message: 'Sub-screen {1} is the screen itself', values: { 1: 'TM-START' } },
      { pointer: '/subScreens/X~1{a}', message: 'Parameter {1} is not in the pattern {2}', values: { 1: 'b', 2: 'X/{a}' } },
    ]);
    expect(subScreenFaults({ cmid: 'TM-START', subScreens: map }, () => true)).toEqual([]);
  });

  it('finds the screens showing a definition', () => {
    const defs = [{ cmid: 'TM-START', subScreens: map }, { cmid: 'GR-START' }];
    expect(parentsOf('TM-SIDE', defs)).toEqual(['TM-START']);
    expect(parentsOf('GR-ADD', defs)).toEqual([]);
  });
});
