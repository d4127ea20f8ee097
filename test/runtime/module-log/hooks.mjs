import { appendFileSync } from 'node:fs'

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context)
  if (process.env.MODULE_LOG) appendFileSync(process.env.MODULE_LOG, `${url}\n`)
  return loaded
}
