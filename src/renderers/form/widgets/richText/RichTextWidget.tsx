import { useEffect, useRef, useState } from 'react';
import { Box, Stack, Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../../../core/i18n/useT';
import { useCurrentSession } from '../../../../core/session/useSessions';
import { isBlankHtml, sanitizeHtml } from '../../../../shared/richText/sanitizeHtml';
import { RichTextToolbar, type EditorCommand, type EditorMode } from './RichTextToolbar';

/** 02-business.md §9: the editor is at least 10rem high. */
export const EDITOR_MIN_HEIGHT = '10rem';

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * The rich-text editor (02-business.md §4, §5, §6): a small contentEditable
 * editor with bold, italic, lists and links, an edit/preview toggle (preview
 * only when readonly or disabled) and view source for ADMIN users. What it
 * gives the form is sanitised HTML, and nothing at all when the text without
 * tags is empty, so `required` says 'Field is required'; a required editor
 * that is empty is tinted red.
 */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, required, readonly, disabled, onChange, onBlur, onFocus } = props;
  const t = useT();
  const isAdmin = useCurrentSession()?.session.profile.MT_TYPE === 'ADMIN';
  const locked = !!(readonly || disabled);
  const [chosen, setChosen] = useState<EditorMode>('edit');
  const mode: EditorMode = locked ? 'preview' : chosen;
  const html = typeof value === 'string' ? value : '';
  const editor = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(html);

  // A value from outside (a loaded record, the source view) is drawn; typing is never redrawn under the caret.
  useEffect(() => {
    const el = editor.current;
    if (el && el !== document.activeElement && sanitizeHtml(el.innerHTML) !== html) el.innerHTML = sanitizeHtml(html);
  }, [html, mode]);

  const emit = (raw: string) => {
    const clean = sanitizeHtml(raw);
    onChange(isBlankHtml(clean) ? undefined : clean);
  };

  const command = (name: EditorCommand) => {
    editor.current?.focus();
    if (name === 'createLink') {
      const url = window.prompt(t('Link address'))?.trim();
      if (!url || !SAFE_LINK.test(url)) return;
      document.execCommand('createLink', false, url);
    } else document.execCommand(name, false);
    if (editor.current) emit(editor.current.innerHTML);
  };

  const changeMode = (next: EditorMode) => {
    if (next === 'source') setSource(html);
    setChosen(next);
  };

  const empty = isBlankHtml(html);
  const tint = required && empty && !locked ? 'bg.error' : undefined;
  const labelId = `field::${id}::label`;
  return (
    <Stack gap="1" w="full">
      <RichTextToolbar mode={mode} locked={locked} canViewSource={isAdmin} onCommand={command} onMode={changeMode} />
      {mode === 'edit' && (
        <Box
          ref={editor}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-required={required || undefined}
          contentEditable
          suppressContentEditableWarning
          minH={EDITOR_MIN_HEIGHT}
          borderWidth="1px"
          borderRadius="md"
          p="2"
          bg={tint}
          data-tinted={tint ? '' : undefined}
          css={{ '& ul': { paddingInlineStart: '1.5em', listStyle: 'disc' }, '& ol': { paddingInlineStart: '1.5em', listStyle: 'decimal' }, '& a': { color: 'blue.600', textDecoration: 'underline' } }}
          onInput={(e) => emit(e.currentTarget.innerHTML)}
          onBlur={() => onBlur(id, html)}
          onFocus={() => onFocus(id, html)}
        />
      )}
      {mode === 'preview' && (
        <Box
          id={id}
          aria-labelledby={labelId}
          data-testid="rich-text-preview"
          minH={EDITOR_MIN_HEIGHT}
          borderWidth="1px"
          borderRadius="md"
          p="2"
          bg={tint ?? 'bg.subtle'}
          css={{ '& ul': { paddingInlineStart: '1.5em', listStyle: 'disc' }, '& ol': { paddingInlineStart: '1.5em', listStyle: 'decimal' } }}
          // Sanitised by the same code the server runs on save.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
        />
      )}
      {mode === 'source' && (
        <Textarea
          id={id}
          aria-labelledby={labelId}
          minH={EDITOR_MIN_HEIGHT}
          fontFamily="mono"
          fontSize="sm"
          value={source}
          onChange={(e) => {
            setSource(e.target.value);
            emit(e.target.value);
          }}
          onBlur={() => onBlur(id, html)}
        />
      )}
    </Stack>
  );
}
