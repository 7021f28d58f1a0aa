/** The spec's default telephone mask: '#' is a digit, anything else is shown as is. */
export const PHONE_MASK = '### ### - ####';

/** The digits of a typed or pasted text, at most as many as the mask holds. */
export function unmask(text: string, mask = PHONE_MASK): string {
  const slots = [...mask].filter((c) => c === '#').length;
  return text.replace(/\D/g, '').slice(0, slots);
}

/**
 * The digits laid into the mask as far as they go: '70555' shows '705 55'.
 * A literal is written only when a digit follows it, so deleting never sticks on a separator.
 */
export function applyMask(digits: string, mask = PHONE_MASK): string {
  let out = '';
  let next = 0;
  for (const c of mask) {
    if (next >= digits.length) break;
    out += c === '#' ? digits[next++] : c;
  }
  return out;
}
