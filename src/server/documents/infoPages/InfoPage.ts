/** One language's text of an informational page: sections of paragraphs, bullets, a table or blank fields to fill in. */
export interface InfoText {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs?: string[]; bullets?: string[]; table?: string[][]; fields?: string[] }[];
}

/** An informational or download page of 01-shell.md §2.7 and 02-business.md §2: its file's name and its text in both languages. */
export interface InfoPage {
  file: string;
  en: InfoText;
  fr: InfoText;
}
