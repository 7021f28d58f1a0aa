import type { ReactElement } from 'react';
import type { CompanyCode } from '../companies';
import { brands } from './brands';

interface MarkProps {
  primary: string;
  accent: string;
}

// Each brand's mark is drawn in a 48x48 box; the name is set beside it.
const marks: Record<CompanyCode, (p: MarkProps) => ReactElement> = {
  MANITOULIN: ({ primary, accent }) => (
    <>
      <rect width="48" height="48" rx="6" fill={primary} />
      <path d="M6 34 Q24 8 42 20 L42 26 Q24 16 6 40 Z" fill={accent} />
    </>
  ),
  NEARNORTHCUSTOMS: ({ primary, accent }) => (
    <>
      <circle cx="24" cy="24" r="23" fill={primary} />
      <path d="M24 4 L29 24 L24 44 L19 24 Z" fill={accent} />
      <path d="M4 24 L24 20 L44 24 L24 28 Z" fill="white" opacity="0.85" />
    </>
  ),
  DRC: ({ primary, accent }) => (
    <>
      <path d="M24 2 L44 13 L44 35 L24 46 L4 35 L4 13 Z" fill={primary} />
      <path d="M24 10 L37 17 L37 31 L24 38 L11 31 L11 17 Z" fill="none" stroke={accent} strokeWidth="3" />
      <path d="M17 24 H31" stroke="white" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  MGF: ({ primary, accent }) => (
    <>
      <circle cx="24" cy="24" r="23" fill={primary} />
      <ellipse cx="24" cy="24" rx="10" ry="21" fill="none" stroke="white" strokeWidth="2" />
      <path d="M3 24 H45 M7 13 H41 M7 35 H41" stroke="white" strokeWidth="2" />
      <path d="M30 6 L44 20 L36 22 Z" fill={accent} />
    </>
  ),
  MULTIMODAL: ({ primary, accent }) => (
    <>
      <rect width="48" height="48" rx="24" fill={primary} />
      <circle cx="16" cy="30" r="7" fill={accent} />
      <circle cx="32" cy="30" r="7" fill="white" />
      <rect x="10" y="12" width="28" height="8" rx="2" fill={accent} />
    </>
  ),
};

/** The company's logo: its mark and its name, as one labelled image. */
export function BrandLogo({
  company,
  height = 40,
  inverse = false,
  name,
}: {
  company: CompanyCode;
  height?: number;
  inverse?: boolean;
  /** A company created on the server shows its own name on the default brand's mark. */
  name?: string;
}) {
  const brand = name ? { ...brands[company], name } : brands[company];
  const Mark = marks[company];
  // Room for the name at about 12 units a letter; the SVG has no text measuring before layout.
  const width = 66 + brand.name.length * 12.5;
  // Never wider than its box (a long name on a narrow card): it scales down, keeping its proportions.
  return (
    <svg
      role="img"
      aria-label={brand.name}
      width={(height * width) / 48}
      height={height}
      viewBox={`0 0 ${width} 48`}
      style={{ maxWidth: '100%', height: 'auto', flexShrink: 1 }}
      xmlns="http://www.w3.org/2000/svg"
    >
      <Mark primary={brand.primary} accent={brand.accent} />
      <text
        x="58"
        y="32"
        fontSize="20"
        style={{ fontWeight: 700, fontFamily: 'system-ui, sans-serif' }}
        fill={inverse ? 'white' : brand.primary}
      >
        {brand.name}
      </text>
    </svg>
  );
}
