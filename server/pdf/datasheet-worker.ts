/**
 * The thread datasheets are drawn on (see DatasheetDrawer): drawing a product of 2,000 size rows takes seconds of
 * CPU, which on the server's one thread would hold every visitor's request meanwhile. Receives documents, answers
 * the PDF bytes (moved, not copied) or the error's message.
 */
import { parentPort } from 'node:worker_threads'
import { buildDatasheetPdf, type DatasheetDocument } from './datasheet.ts'

export type DrawRequest = { id: number; doc: DatasheetDocument }
export type DrawAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string }

parentPort?.on('message', async ({ id, doc }: DrawRequest) => {
  let answer: DrawAnswer
  try {
    answer = { id, pdf: await buildDatasheetPdf(doc) }
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) }
  }
  parentPort?.postMessage(answer, 'pdf' in answer ? [answer.pdf.buffer as ArrayBuffer] : [])
})
parentPort?.postMessage('ready')
