/**
 * The thread datasheets are drawn on (see DatasheetDrawer): drawing a product of 2,000 size rows takes seconds of
 * CPU, which on the server's one thread would hold every visitor's request meanwhile. Receives documents, answers
 * the PDF bytes (moved, not copied) or the error's message.
 */
import { serveJobs } from '../workers/serve-jobs.ts'
import { buildDatasheetPdf, type DatasheetDocument } from './datasheet.ts'

serveJobs<DatasheetDocument, Uint8Array>(buildDatasheetPdf, (pdf) => [pdf.buffer as ArrayBuffer])
