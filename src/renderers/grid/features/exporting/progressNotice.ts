import { toaster } from '../../../../core/notices/toaster';

/** A notice that stays until its work ends, then turns into the outcome. */
export interface ProgressNotice {
  end: (type: 'success' | 'error' | 'info', title: string) => void;
}

/** Opens a persistent notice with one action (already translated texts). */
export type OpenProgress = (title: string, action: { label: string; onClick: () => void }) => ProgressNotice;

export const toasterProgress: OpenProgress = (title, action) => {
  const id = toaster.create({ type: 'loading', title, duration: Infinity, closable: false, action });
  return {
    end: (type, endTitle) => {
      toaster.update(id, { type, title: endTitle, duration: 6000, closable: true, action: undefined });
    },
  };
};
