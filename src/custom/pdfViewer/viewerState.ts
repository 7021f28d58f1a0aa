/**
 * The viewer's state (02-business.md §4 PDF viewer, §9): the page shown, a
 * rotation in 90° steps and a zoom by a factor of 1.25 from 100%.
 */
export const ZOOM_FACTOR = 1.25;
/** Zoom steps either side of 100%: 1.25^-6 ≈ 26% to 1.25^8 ≈ 596%. */
export const MIN_ZOOM_STEP = -6;
export const MAX_ZOOM_STEP = 8;
/** 02-business.md §9: the viewer's default height. */
export const DEFAULT_HEIGHT_PX = 900;

export interface ViewerState {
  page: number;
  pages: number;
  rotation: 0 | 90 | 180 | 270;
  /** Zoom is ZOOM_FACTOR ** zoomStep: 0 is 100%. */
  zoomStep: number;
}

export type ViewerAction =
  | { type: 'loaded'; pages: number }
  | { type: 'go'; page: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'rotate'; by: 90 | -90 }
  | { type: 'zoom'; by: 1 | -1 };

export const initialViewer: ViewerState = { page: 1, pages: 0, rotation: 0, zoomStep: 0 };

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'loaded':
      return { ...initialViewer, pages: action.pages };
    case 'go':
      return Number.isInteger(action.page) ? { ...state, page: clamp(action.page, 1, Math.max(1, state.pages)) } : state;
    case 'next':
      return { ...state, page: Math.min(state.page + 1, Math.max(1, state.pages)) };
    case 'previous':
      return { ...state, page: Math.max(state.page - 1, 1) };
    case 'rotate':
      return { ...state, rotation: ((((state.rotation + action.by) % 360) + 360) % 360) as ViewerState['rotation'] };
    case 'zoom':
      return { ...state, zoomStep: clamp(state.zoomStep + action.by, MIN_ZOOM_STEP, MAX_ZOOM_STEP) };
  }
}

/** The zoom as a factor (1 = 100%). */
export const zoomOf = (state: ViewerState) => ZOOM_FACTOR ** state.zoomStep;

/** The zoom as a whole percentage, as shown. */
export const zoomPercent = (state: ViewerState) => Math.round(zoomOf(state) * 100);
