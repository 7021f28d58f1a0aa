import { Button, HStack, IconButton } from '@chakra-ui/react';
import { useT } from '../../../../core/i18n/useT';
import { Tooltip } from '../Tooltip';

export type EditorMode = 'edit' | 'preview' | 'source';
export type EditorCommand = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'createLink';

export interface RichTextToolbarProps {
  mode: EditorMode;
  /** The editor is readonly or disabled: preview only. */
  locked: boolean;
  /** View source is for ADMIN users only (02-business.md §6). */
  canViewSource: boolean;
  onCommand: (command: EditorCommand) => void;
  onMode: (mode: EditorMode) => void;
}

const COMMANDS = [
  { command: 'bold', label: 'Bold', mark: 'B', style: { fontWeight: 'bold' } },
  { command: 'italic', label: 'Italic', mark: 'I', style: { fontStyle: 'italic' } },
  { command: 'insertUnorderedList', label: 'Bulleted list', mark: '•≡', style: {} },
  // Symbols, not a digit: a mark that reads as text must be part of the button's name (WCAG 2.5.3).
  { command: 'insertOrderedList', label: 'Numbered list', mark: '#≡', style: {} },
  { command: 'createLink', label: 'Link', mark: <LinkMark />, style: {} },
] as const;

/** Two chain links: drawn here, as no icon font or package is part of the portal. */
function LinkMark() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}

/** Formatting buttons, the edit/preview toggle and, for administrators, view source. */
export function RichTextToolbar({ mode, locked, canViewSource, onCommand, onMode }: RichTextToolbarProps) {
  const t = useT();
  return (
    <HStack gap="1" wrap="wrap" role="toolbar" aria-label={t('Formatting')}>
      {mode === 'edit' &&
        COMMANDS.map((c) => (
          <Tooltip key={c.command} content={t(c.label)}>
            <IconButton
              aria-label={t(c.label)}
              size="xs"
              variant="ghost"
              // Keeps the text selection in the editor while the button is pressed.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onCommand(c.command)}
              {...c.style}
            >
              {c.mark}
            </IconButton>
          </Tooltip>
        ))}
      {!locked && (
        <Button size="xs" variant="outline" ml="auto" onClick={() => onMode(mode === 'preview' ? 'edit' : 'preview')}>
          {mode === 'preview' ? t('Edit') : t('Preview')}
        </Button>
      )}
      {!locked && canViewSource && (
        <Button size="xs" variant="outline" aria-pressed={mode === 'source'} onClick={() => onMode(mode === 'source' ? 'edit' : 'source')}>
          {t('View source')}
        </Button>
      )}
    </HStack>
  );
}
