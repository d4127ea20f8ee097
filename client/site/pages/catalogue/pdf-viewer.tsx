import type { PDFDocumentLoadingTask, PDFDocumentProxy, RenderTask } from 'pdfjs-dist'
// Only the worker's URL lives in the page bundle; Vite ships the worker itself as a separate asset
// that the browser fetches when the viewer opens a document.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Icon } from '../../../components/icon.tsx'
import { pageWindow, ZOOM, zoomIn, zoomOut } from './viewer-controls.ts'

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: PDFDocumentProxy }
type Box = { width: number; height: number }

/**
 * The catalogue PDF drawn page by page on a canvas with PDF.js, which is imported here only, so
 * no other page downloads it. Zoom 1 fits the whole page into the stage.
 */
export function PdfViewer({ url }: { url: string }) {
  const intl = useIntl()
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [page, setPage] = useState(1)
  const [zoom, setZoom] = useState<number>(ZOOM.initial)
  const [box, setBox] = useState<Box | null>(null)
  const [rendered, setRendered] = useState(0)
  const stageRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const doc = load.status === 'ready' ? load.doc : null
  const total = doc?.numPages ?? 0

  useEffect(() => {
    let cancelled = false
    let task: PDFDocumentLoadingTask | undefined
    import('pdfjs-dist')
      .then((pdfjs) => {
        if (cancelled) return null
        pdfjs.GlobalWorkerOptions.workerSrc = workerUrl
        // Our Content-Security-Policy forbids eval, so PDF.js must not try it.
        task = pdfjs.getDocument({ url, isEvalSupported: false })
        return task.promise
      })
      .then(
        (loaded) => {
          if (loaded && !cancelled) setLoad({ status: 'ready', doc: loaded })
        },
        () => {
          if (!cancelled) setLoad({ status: 'error' })
        },
      )
    return () => {
      cancelled = true
      void task?.destroy()
    }
  }, [url])

  useEffect(() => {
    const stage = stageRef.current
    if (!stage) return
    const observer = new ResizeObserver(() => {
      const rect = stage.getBoundingClientRect()
      const style = getComputedStyle(stage)
      const width = rect.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      const height = rect.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
      setBox((old) => (old && old.width === width && old.height === height ? old : { width, height }))
    })
    observer.observe(stage)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    if (!doc || !box) return
    let cancelled = false
    let task: RenderTask | undefined
    const draw = async () => {
      const pdfPage = await doc.getPage(page)
      if (cancelled) return
      const natural = pdfPage.getViewport({ scale: 1 })
      const fit = Math.max(0.1, Math.min(box.width / natural.width, box.height / natural.height))
      const ratio = window.devicePixelRatio || 1
      const viewport = pdfPage.getViewport({ scale: fit * zoom * ratio })
      // Drawn off screen first, so the visible page changes in one step without flashing blank.
      const scratch = document.createElement('canvas')
      scratch.width = Math.floor(viewport.width)
      scratch.height = Math.floor(viewport.height)
      task = pdfPage.render({ canvas: scratch, viewport })
      await task.promise
      const canvas = canvasRef.current
      if (cancelled || !canvas) return
      canvas.width = scratch.width
      canvas.height = scratch.height
      canvas.style.width = `${scratch.width / ratio}px`
      canvas.style.height = `${scratch.height / ratio}px`
      canvas.getContext('2d')?.drawImage(scratch, 0, 0)
      setRendered(page)
    }
    draw().catch((error: unknown) => {
      if (!cancelled && (error as Error | null)?.name !== 'RenderingCancelledException') {
        setLoad({ status: 'error' })
      }
    })
    return () => {
      cancelled = true
      task?.cancel()
    }
  }, [doc, page, zoom, box])

  const goTo = (next: number) => setPage(Math.min(Math.max(1, next), total))
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => goTo(page - 1),
      PageUp: () => goTo(page - 1),
      ArrowRight: () => goTo(page + 1),
      PageDown: () => goTo(page + 1),
      Home: () => goTo(1),
      End: () => goTo(total),
      '+': () => setZoom(zoomIn),
      '=': () => setZoom(zoomIn),
      '-': () => setZoom(zoomOut),
      '0': () => setZoom(ZOOM.initial),
    }
    const action = doc ? actions[event.key] : undefined
    if (!action) return
    event.preventDefault()
    action()
  }

  const label = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values)
  return (
    <div className="pdf-viewer">
      {load.status !== 'error' && (
        <div className="pdf-toolbar">
          <nav className="pdf-toolbar__pages" aria-label={label('catalogue.viewer.pages')}>
            <button
              type="button"
              className="pdf-button"
              onClick={() => goTo(page - 1)}
              disabled={!doc || page <= 1}
              aria-label={label('catalogue.viewer.prev')}
            >
              <Icon name="chevron-left" size={20} />
            </button>
            {pageWindow(page, total).map((number) => (
              <button
                key={number}
                type="button"
                className="pdf-button pdf-button--page"
                onClick={() => goTo(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={label('catalogue.viewer.goTo', { page: number })}
              >
                {number}
              </button>
            ))}
            <button
              type="button"
              className="pdf-button"
              onClick={() => goTo(page + 1)}
              disabled={!doc || page >= total}
              aria-label={label('catalogue.viewer.next')}
            >
              <Icon name="chevron-right" size={20} />
            </button>
          </nav>
          <span className="pdf-toolbar__count" aria-live="polite" data-testid="page-count">
            {doc && <FormattedMessage id="catalogue.viewer.pageCount" values={{ page, total }} />}
          </span>
          <div className="pdf-toolbar__zoom" role="group" aria-label={label('catalogue.viewer.zoom')}>
            <button
              type="button"
              className="pdf-button"
              onClick={() => setZoom(zoomOut)}
              disabled={!doc || zoom <= ZOOM.min}
              aria-label={label('catalogue.viewer.zoomOut')}
            >
              <Icon name="zoom-out" size={20} />
            </button>
            <span className="pdf-toolbar__zoom-level" data-testid="zoom-level" data-zoom={zoom}>
              {intl.formatNumber(zoom, { style: 'percent' })}
            </span>
            <button
              type="button"
              className="pdf-button"
              onClick={() => setZoom(zoomIn)}
              disabled={!doc || zoom >= ZOOM.max}
              aria-label={label('catalogue.viewer.zoomIn')}
            >
              <Icon name="zoom-in" size={20} />
            </button>
            <button
              type="button"
              className="pdf-button"
              onClick={() => setZoom(ZOOM.initial)}
              disabled={!doc || zoom === ZOOM.initial}
              aria-label={label('catalogue.viewer.zoomReset')}
            >
              <Icon name="rotate-ccw" size={18} />
            </button>
          </div>
        </div>
      )}
      <div
        ref={stageRef}
        className="pdf-stage"
        role="region"
        aria-label={label('catalogue.viewer.region')}
        aria-describedby="pdf-stage-keys"
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <canvas
          ref={canvasRef}
          className="pdf-stage__canvas"
          hidden={!doc || rendered === 0}
          role="img"
          aria-label={label('catalogue.viewer.pageLabel', { page: rendered, total })}
          data-rendered-page={rendered || undefined}
        />
        {(load.status === 'loading' || (doc && rendered === 0)) && (
          <p className="pdf-stage__status" aria-live="polite">
            <FormattedMessage id="common.loading" />
          </p>
        )}
        {load.status === 'error' && (
          <div className="pdf-error" role="alert">
            <Icon name="triangle-exclamation-point" size={36} />
            <p>
              <FormattedMessage id="catalogue.viewer.error" />
            </p>
            <a className="button button--primary" href={url} target="_blank" rel="noopener noreferrer">
              <Icon name="external-link" size={18} />
              <FormattedMessage id="catalogue.viewer.open" />
            </a>
          </div>
        )}
      </div>
      <p id="pdf-stage-keys" className="pdf-viewer__hint">
        <FormattedMessage id="catalogue.viewer.keys" />
      </p>
    </div>
  )
}
