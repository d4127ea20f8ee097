import type Sharp from 'sharp'

let loaded: Promise<typeof Sharp> | undefined

/**
 * sharp (libvips), loaded on first use: loading it costs ~28 MB of memory, and a running site
 * only needs it when the admin uploads an image or a first start renders the demo files.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps up to 50 MB of decoded images cached; uploads are one-off, so keep none.
    sharp.cache(false)
    return sharp
  })
  return loaded
}
