import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SOURCE = /\.(ts|tsx|mjs|js)$/
/** Imports that load code (`import type` and `export type` load nothing, so they cannot cycle). */
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm
const DYNAMIC = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(full)
      return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
    }),
  )
  return nested.flat()
}

async function importGraph(): Promise<Map<string, string[]>> {
  const files = (
    await Promise.all(
      ['server', 'client', 'shared', 'scripts'].map((dir) => sourceFiles(path.join(ROOT, dir))),
    )
  ).flat()
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const text = await readFile(file, 'utf8')
    const targets = [...text.matchAll(IMPORT), ...text.matchAll(DYNAMIC)]
      .map((match) => path.resolve(path.dirname(file), match[1] as string))
      .filter((target) => known.has(target))
    graph.set(file, targets)
  }
  return graph
}

/** Every cycle's files, found by a depth-first walk (each reported once, from its first file). */
function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const cycles: string[][] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)))
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return cycles
}

describe('imports', () => {
  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ])
    expect(findCycles(graph)).toEqual([['a', 'b', 'c']])
  })

  it('the source files form no cycle: the load order never decides which module sees the other half-initialised', async () => {
    const cycles = findCycles(await importGraph()).map((cycle) =>
      cycle.map((file) => path.relative(ROOT, file)).join(' -> '),
    )
    expect(cycles).toEqual([])
  })
})
