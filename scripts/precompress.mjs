// Writes .br and .gz beside every compressible build asset, so the server never compresses
// static files per request (it loads them into memory at start).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dir = path.resolve(process.argv[2] ?? 'dist/client/assets')
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|html)$/
let count = 0
for (const name of await readdir(dir)) {
  if (!COMPRESSIBLE.test(name)) continue
  const file = path.join(dir, name)
  const body = await readFile(file)
  if (body.length < 512) continue
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }))
  count++
}
console.log(`precompressed ${count} assets in ${path.relative(process.cwd(), dir)}`)
