/**
 * The text of a PDF, page by page, as a reader would copy it: extracted with PDF.js (the library the
 * catalogue page draws with), so a test sees what the fonts' Unicode maps really say.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  // The legacy build runs in Node without a DOM or a worker file.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  // PDF.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise
  try {
    const pages: string[] = []
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent()
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
    }
    return pages
  } finally {
    await doc.destroy()
  }
}
