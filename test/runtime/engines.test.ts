import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * package.json `engines` must tell the truth: every package the lockfile installs has to accept
 * the oldest Node the site promises (npm otherwise prints EBADENGINE, and an ESM-only package
 * loaded with require() is only guaranteed from the version it names) and the LTS the Docker
 * image runs. `npm test` runs on both: every test on the image's Node, a smoke on the oldest.
 */
type Lock = {
  packages: Record<string, { version?: string; os?: string[]; engines?: { node?: string } | string[] }>
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string }
  scripts: Record<string, string>
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock
const dockerfile = readFileSync('Dockerfile', 'utf8')

type Version = [number, number, number]
const parse = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, '').split('.').map(Number)
  return [major, minor, patch]
}
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]

/** One comparator of a semver range (`>=20.19.0`, `^22.13`, `20`, `20.x`, `*`), enough for engines fields. */
function comparatorAccepts(comparator: string, version: Version): boolean {
  const match = /^(>=|<=|>|<|\^|~|=)?\s*v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(comparator)
  if (comparator === '*' || comparator === 'x' || comparator === '') return true
  if (!match) throw new Error(`unsupported engines range: ${comparator}`)
  const [, op = '', majorText, minorText, patchText] = match
  const wild = (part?: string) => part === undefined || part === 'x' || part === '*'
  const bound: Version = [
    Number(majorText),
    wild(minorText) ? 0 : Number(minorText),
    wild(patchText) ? 0 : Number(patchText),
  ]
  const order = compare(version, bound)
  if (op === '>=') return order >= 0
  if (op === '>') return order > 0
  if (op === '<') return order < 0
  if (op === '<=') return order <= 0
  if (op === '^') return version[0] === bound[0] && order >= 0
  if (op === '~' || wild(patchText)) {
    return version[0] === bound[0] && (wild(minorText) || version[1] === bound[1]) && order >= 0
  }
  return order === 0
}

function rangeAccepts(range: string, version: string): boolean {
  const wanted = parse(version)
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => comparatorAccepts(comparator, wanted)),
  )
}

const oldest = /^>=\s*(\d+\.\d+(?:\.\d+)?)$/.exec(pkg.engines.node)?.[1]
const lts = /^FROM node:(\d+)-slim\b/m.exec(dockerfile)?.[1]

describe('the Node versions the site supports', () => {
  it('are stated as a lower bound in package.json and an LTS image in the Dockerfile', () => {
    expect(oldest, 'engines.node must read ">=major.minor"').toBeDefined()
    expect(Number(lts)).toBeGreaterThanOrEqual(24)
    expect(rangeAccepts('^20.19.0 || ^22.13.0 || >=24', '20.19.0')).toBe(true)
    expect(rangeAccepts('>=22', '20.19.0')).toBe(false)
  })

  it("are the ones npm test runs on: every test on the image's Node, the smoke on exactly the oldest", () => {
    const [major, minor = '0', patch = '0'] = oldest!.split('.')
    expect(pkg.scripts.test).toMatch(/&& npm run test:image-node && npm run test:oldest-node$/)
    expect(pkg.scripts['test:image-node']).toMatch(new RegExp(`^bash scripts/with-node\\.sh ${lts} `))
    expect(pkg.scripts['test:oldest-node']).toMatch(
      new RegExp(`^bash scripts/with-node\\.sh ${major}\\.${minor}\\.${patch} `),
    )
  })

  it.each([
    ['the oldest supported', () => oldest!],
    ['the LTS of the image', () => `${lts}.0.0`],
  ])('are accepted by every installed package: %s', (_name, version) => {
    const refusing = Object.entries(lock.packages)
      .map(([where, entry]) => ({
        where,
        version: entry.version,
        node: Array.isArray(entry.engines) ? undefined : entry.engines?.node,
        // Platform builds for other systems (sharp's 32-bit Windows one) never install on our Linux hosts.
        linux: !entry.os || entry.os.includes('linux'),
      }))
      .filter((entry) => entry.where !== '' && entry.node !== undefined && entry.linux)
      .filter((entry) => !rangeAccepts(entry.node!, version()))
      .map((entry) => `${entry.where}@${entry.version} wants node ${entry.node}`)
    expect(refusing).toEqual([])
  })
})
