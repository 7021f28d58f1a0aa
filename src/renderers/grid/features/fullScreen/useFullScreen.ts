import { useCallback, useEffect, useState } from 'react';

export interface FullScreenFeature {
  on: boolean;
  toggle: () => void;
}

/** The grid over the whole window; Escape leaves it. */
export function useFullScreen(): FullScreenFeature {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOn(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [on]);
  return { on, toggle: useCallback(() => setOn((v) => !v), []) };
}
