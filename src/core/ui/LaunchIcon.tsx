import { Icon } from '@chakra-ui/react';

/** Marks a link that opens another site in a new tab. */
export function LaunchIcon({ label }: { label: string }) {
  return (
    <Icon boxSize="3.5" ms="1" aria-label={label} role="img" aria-hidden={false}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M14 3h7v7" />
        <path d="M10 14 21 3" />
        <path d="M19 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5" />
      </svg>
    </Icon>
  );
}
