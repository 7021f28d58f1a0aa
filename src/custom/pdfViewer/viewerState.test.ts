import { describe, expect, it } from 'vitest';
import { initialViewer, viewerReducer, zoomPercent, type ViewerAction, type ViewerState } from './viewerState';
import { sniffDocument } from './documentType';
import { backLink, documentRequest, fillLink } from './routeValues';
import bolDoc from '../../../screens/BOL2_doc.json' with { type: 'json' };

const run = (actions: ViewerAction[], from: ViewerState = initialViewer) => actions.reduce(viewerReducer, from);

describe('the viewer’s state (02-business.md §4, §9)', () => {
  const loaded = run([{ type: 'loaded', pages: 3 }]);

  it('navigates pages within the document', () => {
    expect(run([{ type: 'next' }, { type: 'next' }, { type: 'next' }], loaded).page).toBe(3);
    expect(run([{ type: 'previous' }], loaded).page).toBe(1);
    expect(run([{ type: 'go', page: 2 }], loaded).page).toBe(2);
    expect(run([{ type: 'go', page: 99 }], loaded).page).toBe(3);
    expect(run([{ type: 'go', page: 0 }], loaded).page).toBe(1);
    expect(run([{ type: 'go', page: 2.5 }], loaded).page).toBe(1);
  });

  it('rotates in 90° steps both ways', () => {
    expect(run([{ type: 'rotate', by: 90 }], loaded).rotation).toBe(90);
    expect(run([{ type: 'rotate', by: -90 }], loaded).rotation).toBe(270);
    expect(run(Array(4).fill({ type: 'rotate', by: 90 }), loaded).rotation).toBe(0);
  });

  it('zooms by 1.25 from 100%, within bounds', () => {
    expect(zoomPercent(loaded)).toBe(100);
    expect(zoomPercent(run([{ type: 'zoom', by: 1 }], loaded))).toBe(125);
    expect(zoomPercent(run([{ type: 'zoom', by: 1 }, { type: 'zoom', by: 1 }], loaded))).toBe(156);
    expect(zoomPercent(run([{ type: 'zoom', by: -1 }], loaded))).toBe(80);
    expect(run(Array(20).fill({ type: 'zoom', by: 1 }), loaded).zoomStep).toBe(8);
    expect(run(Array(20).fill({ type: 'zoom', by: -1 }), loaded).zoomStep).toBe(-6);
  });

  it('starts over on a new document', () => {
    expect(run([{ type: 'next' }, { type: 'rotate', by: 90 }, { type: 'zoom', by: 1 }, { type: 'loaded', pages: 5 }], loaded)).toEqual({ page: 1, pages: 5, rotation: 0, zoomStep: 0 });
  });
});

describe('what a file is, by its bytes', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it('knows PDF, JPEG and PNG, and nothing else', () => {
    expect(sniffDocument(new TextEncoder().encode('%PDF-1.4\n'))).toBe('pdf');
    expect(sniffDocument(new TextEncoder().encode('\r\n%PDF-1.7'))).toBe('pdf');
    expect(sniffDocument(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffDocument(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffDocument(bytes(0x49, 0x49, 0x2a, 0x00))).toBeNull(); // TIFF: converted by the server (issue 13), not here
    expect(sniffDocument(new TextEncoder().encode('<html>'))).toBeNull();
  });
});

describe('the document a route names', () => {
  const def = { document: 'GET claims/attachments/{probill}/file', params: ['claim_number', 'probill', 'file'], query: { file: '{file}' } };
  it('fills the call’s params and query from the route’s segments in order', () => {
    expect(documentRequest(def, 'C5000001/1000000007/12')).toEqual({
      call: 'GET claims/attachments/{probill}/file',
      params: { probill: '1000000007' },
      query: { file: '12' },
      values: { claim_number: 'C5000001', probill: '1000000007', file: '12' },
    });
    expect(documentRequest(def, 'C5000001/1000000007')).toBeNull();
    expect(documentRequest(def, 'C5000001/1000000007/12/extra')).toBeNull();
    expect(documentRequest(def, 'C5000001/%E0%A4%A/12')).toBeNull();
    expect(fillLink('/pages/CLAIM-VIEW/{claim_number}', { claim_number: 'C 1/2' })).toBe('/pages/CLAIM-VIEW/C%201%2F2');
  });
});

describe('the back link of a document', () => {
  it('keeps the flags of where a BOL came from (BOL2_doc back to BOL2_finalized)', () => {
    const back = bolDoc.back;
    expect(backLink(back, { bol_id: '42' }, '?isFromOLP=1&isFromPickup=Y&other=x')).toBe('/pages/BOL2_finalized?bolID=42&isFromOLP=1&isFromPickup=Y');
    expect(backLink(back, { bol_id: '42' }, '?isFromPickup=1')).toBe('/pages/BOL2_finalized?bolID=42&isFromPickup=1');
    expect(backLink(back, { bol_id: '42' }, '')).toBe('/pages/BOL2_finalized?bolID=42');
    // A back link that keeps nothing stays as written.
    expect(backLink({ label: 'Back', to: '/pages/CLAIM-VIEW/{claim_number}' }, { claim_number: 'C1' }, '?isFromOLP=1')).toBe('/pages/CLAIM-VIEW/C1');
  });
});
