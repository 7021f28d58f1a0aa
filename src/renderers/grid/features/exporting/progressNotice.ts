import { toaster } from '../../../../core/notices/toaster';

/** A notice that stays until its work ends, then turns into the outcome. */
export interface ProgressNotice {
  /** `action`: one button on the outcome (My exports, when the export was queued). */
  end: (type: 'success' | 'error' | 'info', title: string, action?: { label: string; onClick: () => void }) => void;
}

/** Opens a persistent notice with one action (already translated texts). */
export type OpenProgress = (title: string, action: { label: string; onClick: () => void }) => ProgressNotice;

export const toasterProgress: OpenProgress = (title, action) => {
  const id = toaster.create({ type: 'loading', title, duration: Infinity, closable: false, action });
  return {
    end: (type, endTitle, action) => {
      // A notice with a link stays longer: the user may want to follow it.
      toaster.update(id, { type, title: endTitle, duration: action ? 15000 : 6000, closable: true, action });
    },
  };
};
