import { describe, expect, it } from 'vitest'
import { responsiveImage, srcSetFor } from './responsive-image.ts'

describe('srcSetFor', () => {
  it('derives the -400 and -800 variants of a WebP under /uploads/', () => {
    expect(srcSetFor('/uploads/demo/hex-bolt-zinc.webp')).toBe(
      '/uploads/demo/hex-bolt-zinc-400.webp 400w, /uploads/demo/hex-bolt-zinc-800.webp 800w, /uploads/demo/hex-bolt-zinc.webp 1200w',
    )
    expect(srcSetFor('/uploads/sliders/a.b.WEBP')).toBe(
      '/uploads/sliders/a.b-400.webp 400w, /uploads/sliders/a.b-800.webp 800w, /uploads/sliders/a.b.WEBP 1200w',
    )
  })

  it('gives none for other formats, other folders, other hosts and variants themselves', () => {
    for (const url of [
      '/uploads/demo/photo.jpg',
      '/uploads/demo/photo.png',
      '/images/x.webp',
      'https://cdn.example.com/uploads/x.webp',
      '//cdn.example.com/uploads/x.webp',
      'uploads/x.webp',
      '/uploads/x.webp?v=2',
      '/uploads/../secret.webp',
      '/uploads/demo/x-400.webp',
      '/uploads/demo/x-800.webp',
      '',
    ]) {
      expect(srcSetFor(url), url).toBeUndefined()
    }
  })
})

describe('responsiveImage', () => {
  it('adds srcSet and sizes only when variants exist', () => {
    expect(responsiveImage('/uploads/demo/a.webp', '50vw')).toEqual({
      src: '/uploads/demo/a.webp',
      srcSet: '/uploads/demo/a-400.webp 400w, /uploads/demo/a-800.webp 800w, /uploads/demo/a.webp 1200w',
      sizes: '50vw',
    })
    expect(responsiveImage('https://example.com/a.webp', '50vw')).toEqual({
      src: 'https://example.com/a.webp',
    })
  })
})
