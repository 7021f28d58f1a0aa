import { openSource } from './sourceDocument';
import { selectedPages } from './selectedPages';
import { uniqueNames } from './uniqueNames';
import { writeOutput, type Output, type OutputFormat } from './writeOutput';

/** A document processing item (02-business.md §3): a name, an output format and its pages. */
export interface ProcessingItem {
  pdfname: string;
  pdfoutput: OutputFormat;
  pdfpages: string;
  pdfadditional?: string;
}

export interface ProcessedDocument extends Output {
  /** The item's name made unique (_1, _2...), without extension. */
  name: string;
  fileName: string;
  format: OutputFormat;
  pages: number;
  additional?: string;
}

/**
 * Splits and converts one uploaded file into the documents its items ask for, on the
 * server: every item's pages are checked against the file before anything is written, so a
 * bad item refuses the whole upload (400) and nothing is kept. `pointer` names the items in
 * the request ('/params').
 */
export async function processDocument(data: Uint8Array, contentType: string, items: ProcessingItem[], pointer = '/params'): Promise<ProcessedDocument[]> {
  const source = await openSource(data, contentType);
  try {
    const pages = items.map((item, i) => selectedPages(item.pdfpages, source.pageCount, `${pointer}/${i}/pdfpages`));
    const names = uniqueNames(items.map((i) => i.pdfname.trim()));
    const out: ProcessedDocument[] = [];
    for (const [i, item] of items.entries()) {
      const written = await writeOutput(source, pages[i]!, item.pdfoutput);
      out.push({ ...written, name: names[i]!, fileName: `${names[i]}.${written.extension}`, format: item.pdfoutput, pages: pages[i]!.length, additional: item.pdfadditional });
    }
    return out;
  } finally {
    await source.close();
  }
}
