import { Alert } from '@chakra-ui/react';
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
  return <Renderer key={def.cmid} def={def} company={company} path={path} />;
}
