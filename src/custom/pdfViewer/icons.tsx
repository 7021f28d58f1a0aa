import { Icon } from '@chakra-ui/react';

/** Stroke icons of the viewer's toolbar (decorative: each button carries its own label). */
const paths = {
  previous: ['M15 18l-6-6 6-6'],
  next: ['M9 18l6-6-6-6'],
  rotateLeft: ['M3 4v6h6', 'M3.5 15a9 9 0 1 0 2.1-9.4L3 10'],
  rotateRight: ['M21 4v6h-6', 'M20.5 15a9 9 0 1 1-2.1-9.4L21 10'],
  zoomIn: ['M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14', 'M21 21l-5-5', 'M11 8v6', 'M8 11h6'],
  zoomOut: ['M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14', 'M21 21l-5-5', 'M8 11h6'],
  download: ['M12 3v12', 'M7 10l5 5 5-5', 'M5 21h14'],
  print: ['M6 9V3h12v6', 'M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2', 'M6 14h12v7H6z'],
} as const;

export type ViewerIconName = keyof typeof paths;

export function ViewerIcon({ name }: { name: ViewerIconName }) {
  return (
    <Icon boxSize="4" aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {paths[name].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </Icon>
  );
}
