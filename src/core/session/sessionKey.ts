/** Sessions are keyed `${username}@${COMPANY}`; a username may itself hold '@'. */
export function sessionKey(username: string, company: string): string {
  return `${username}@${company.toUpperCase()}`;
}

export function splitSessionKey(key: string): {
  username: string;
  company: string;
} {
  const at = key.lastIndexOf('@');
  return at < 0 ? { username: key, company: '' } : { username: key.slice(0, at), company: key.slice(at + 1) };
}
