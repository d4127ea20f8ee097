import { parentPort } from 'node:worker_threads'

/*
 * The worker thread's side of ThreadClient (thread-client.ts), kept apart so a worker loads nothing else: Node runs
 * a worker's TypeScript source by stripping its types, and this file is plain enough for that.
 */

export type Job<In> = { id: number; input: In }
export type Answer<Out> = { id: number; output: Out } | { id: number; error: string }

/**
 * The worker's side: answers each job with `handle(input)`; `transfer` names the buffers of an output that may be
 * moved rather than copied. Call once, when the module has loaded what it needs.
 */
export function serveJobs<In, Out>(
  handle: (input: In) => Promise<Out>,
  transfer: (output: Out) => ArrayBuffer[] = () => [],
): void {
  parentPort?.on('message', async ({ id, input }: Job<In>) => {
    let answer: Answer<Out>
    try {
      answer = { id, output: await handle(input) }
    } catch (error) {
      answer = { id, error: error instanceof Error ? error.message : String(error) }
    }
    parentPort?.postMessage(answer, 'output' in answer ? transfer(answer.output) : [])
  })
  parentPort?.postMessage('ready')
}
