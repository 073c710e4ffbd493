/** The PDF's text as a reader (pdf.js) extracts it, page by page, with Arabic put back in logical order. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/**
 * Whether the extracted text holds these words. pdf.js puts right-to-left text back in logical order but
 * places the spaces between Arabic words by the glyphs' gaps, and reverses the two letters a lam-alef ligature
 * maps to: both are undone before comparing, nothing else.
 */
export function holds(text: string, words: string): boolean {
  const squeeze = (value: string) => value.replace(/\s+/g, '').replace(/([\u0622\u0623\u0625])\u0644/g, '\u0644$1');
  return squeeze(text).includes(words.replace(/\s+/g, ''));
}
