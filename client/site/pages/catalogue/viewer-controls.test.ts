import { describe, expect, it } from 'vitest'
import { formatFileSize, pageWindow, ZOOM, zoomIn, zoomOut } from './viewer-controls.ts'

describe('catalogue viewer zoom', () => {
  it('steps by 0.2 from 1 and stays inside 0.5..2', () => {
    const up: number[] = []
    for (let zoom: number = ZOOM.initial; zoom < ZOOM.max; zoom = zoomIn(zoom)) up.push(zoomIn(zoom))
    expect(up).toEqual([1.2, 1.4, 1.6, 1.8, 2])
    expect(zoomIn(2)).toBe(2)
    expect(zoomOut(1)).toBe(0.8)
    expect(zoomOut(0.8)).toBe(0.6)
    expect(zoomOut(0.6)).toBe(0.5)
    expect(zoomOut(0.5)).toBe(0.5)
  })
})

describe('catalogue page buttons', () => {
  it('shows up to five pages around the current one', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8])
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 0)).toEqual([])
  })
})

describe('file size', () => {
  it('is written in the page language', () => {
    expect(formatFileSize(1_258_291, 'en')).toBe('1.2 MB')
    expect(formatFileSize(1_258_291, 'tr')).toBe('1,2 MB')
    expect(formatFileSize(870_400, 'en')).toBe('850 kB')
  })
})
