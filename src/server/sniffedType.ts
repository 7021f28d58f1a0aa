import { fileTypeFromBuffer } from 'file-type';

/**
 * The media type a file's bytes are, read from its magic numbers by file-type
 * (never the name or the type a client declared), or undefined when the bytes
 * match no known binary format (text, HTML and SVG among them).
 */
export async function sniffedType(data: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(data))?.mime;
}
