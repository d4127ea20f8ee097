import { builtWorker, ThreadClient } from '../workers/thread-client.ts'
import type { DatasheetDocument } from './datasheet.ts'

/**
 * Draws datasheets on a worker thread (datasheet-worker.ts), one at a time in the order asked: the server's own
 * thread only builds the document and receives the bytes. The built server runs `dist/server/datasheet-worker.js`;
 * from source (tests, `npm run dev`) the TypeScript file, which Node 24 loads as is. Where no worker can start
 * (Node 20 from source), or one dies, drawing falls back to this thread: slower for visitors, never broken.
 */
export class DatasheetDrawer {
  private readonly thread: ThreadClient<DatasheetDocument, Uint8Array>

  constructor(distDir: string) {
    this.thread = new ThreadClient({
      built: builtWorker(distDir, 'datasheet-worker'),
      source: new URL('./datasheet-worker.ts', import.meta.url),
      // The drawing code (pdf-lib and fonts, ~0.4 s to load) only on this thread when the worker cannot draw.
      fallback: async (doc) => (await import('./datasheet.ts')).buildDatasheetPdf(doc),
    })
  }

  draw(doc: DatasheetDocument): Promise<Uint8Array> {
    return this.thread.run(doc)
  }

  close(): Promise<void> {
    return this.thread.close()
  }
}
