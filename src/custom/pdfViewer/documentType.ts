/**
 * What a fetched file is, from its first bytes: the content type a server
 * sends is a claim, the bytes are the fact (a PDF named .jpg is still a PDF).
 */
export type DocumentType = 'pdf' | 'jpeg' | 'png';

export function sniffDocument(head: Uint8Array): DocumentType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  // %PDF- may follow a few bytes of junk; PDF readers look within the first 1024 bytes.
  const text = new TextDecoder('latin1').decode(head.subarray(0, 1024));
  if (text.includes('%PDF-')) return 'pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  return null;
}
