import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** An in-app link styled in the brand colour. */
export function StatusLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
