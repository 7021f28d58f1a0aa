import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * The pages to print, outside the app's tree: on paper only they show, one a
 * sheet; on screen they are hidden. Prints once every image has loaded, then
 * calls onDone (after the print dialog closes, or at once where print does not block).
 */
export function PrintView({ pages, label, onDone }: { pages: string[]; label: string; onDone: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const images = [...(root.current?.querySelectorAll('img') ?? [])];
    let active = true;
    void Promise.all(images.map((img) => img.decode().catch(() => undefined))).then(() => {
      if (!active) return;
      window.print();
      onDone();
    });
    return () => {
      active = false;
    };
  }, [pages, onDone]);
  return createPortal(
    <div id="document-print" ref={root} aria-label={label} data-pages={pages.length}>
      <style>{`
        @media screen { #document-print { display: none; } }
        @media print {
          body > *:not(#document-print) { display: none !important; }
          #document-print img { display: block; max-width: 100%; max-height: 100vh; margin: 0 auto; page-break-after: always; break-after: page; }
        }
      `}</style>
      {pages.map((src, i) => (
        <img key={src} src={src} alt={`${i + 1}`} />
      ))}
    </div>,
    document.body,
  );
}
