import { notify } from '../../core/notices/notify';
import { getSession, removeSession } from '../../core/session/sessionStore';

/**
 * The server no longer knows a session (a 401 on a call made with its token):
 * remove it and tell the user why, whichever call found out first. Without the
 * notice a screen load that met the dead token would drop the user at the
 * login page silently, while the expiry check would have explained it.
 * `title` is already translated.
 */
export function endDeadSession(key: string, title: string): void {
  if (!getSession(key)) return;
  removeSession(key);
  tellSessionEnded(title);
}

/** The notice itself, for the expiry check too (which removes the session on its own). */
export function tellSessionEnded(title: string): void {
  // 01-shell.md §9: a notification stays up to 600000 ms.
  notify({ type: 'info', title, duration: 600000 });
}
