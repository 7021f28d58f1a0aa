import { Suspense } from 'react';
import { Alert, Center, Spinner } from '@chakra-ui/react';
import { useT } from '../core/i18n/useT';
import type { RendererRegistry, ScreenDefinition } from './registry';

export interface ScreenRendererProps {
  def: ScreenDefinition;
  renderers: RendererRegistry;
  company: string;
  path: string;
}

/** Picks the renderer of the definition's kind; an unknown kind is shown, never silently blank. */
export function ScreenRenderer({ def, renderers, company, path }: ScreenRendererProps) {
  const t = useT();
  const Renderer = Object.hasOwn(renderers, def.kind) ? renderers[def.kind] : undefined;
  if (!Renderer) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('Unknown screen kind {1} for {2}', { 1: def.kind, 2: def.cmid })}</Alert.Title>
      </Alert.Root>
    );
  }
  // Keyed by cmid so that moving between two screens of one kind starts from fresh state.
  // A kind's component is a lazy chunk (src/renderers/registry.ts): a spinner until it arrives.
  return (
    <Suspense
      fallback={
        <Center py="10">
          <Spinner aria-label={t('Loading')} />
        </Center>
      }
    >
      <Renderer key={def.cmid} def={def} company={company} path={path} />
    </Suspense>
  );
}
