import { NativeSelect, Text } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import { updateSession } from '../../core/session/sessionStore';
import type { CurrentSession } from '../../core/session/types';

/** The user's menu group: a plain name, or a choice when the user holds several. */
export function GroupSwitch({ current }: { current: CurrentSession }) {
  const t = useT();
  const { groups, selectedGroup } = current.session;
  if (groups.length === 0) return null;
  if (groups.length === 1) return <Text fontSize="sm">{t(groups[0]!.name)}</Text>;
  return (
    <NativeSelect.Root size="xs" width="auto" variant="outline">
      {/* On the brand-coloured bar: its own light field and dark text, or the choice is white on white. */}
      <NativeSelect.Field
        bg="bg.panel"
        color="fg"
        aria-label={t('Menu group')}
        value={String(selectedGroup ?? groups[0]!.id)}
        onChange={(e) =>
          updateSession(current.key, {
            selectedGroup: Number(e.currentTarget.value),
          })
        }
      >
        {groups.map((g) => (
          <option key={g.id} value={g.id}>
            {t(g.name)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator color="fg" />
    </NativeSelect.Root>
  );
}
