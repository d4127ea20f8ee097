import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { type CadMesh, cadHref } from '../../../../../shared/cad.ts'
import type { Lang } from '../../../../../shared/i18n.ts'
import type { ProductView } from '../../../../../shared/page-data.ts'
import { Icon } from '../../../../components/icon.tsx'
import { formatNumber } from '../../../../lib/format.ts'
import { useHref, useLang } from '../../../../lib/lang.ts'
import { cadRows, firstCadRow, rowName } from './cad-rows.ts'
import type { CadScene } from './cad-scene.ts'

/** three.js draws with WebGL 2 only; a probe context is released at once. */
function hasWebGL2(): boolean {
  try {
    const context = document.createElement('canvas').getContext('webgl2')
    context?.getExtension('WEBGL_lose_context')?.loseContext()
    return context !== null
  } catch {
    return false
  }
}

/** "17 × 19,6 × 46,4 mm": the model's bounding box, a tenth of a millimetre at most. */
export function bboxText([x0, y0, z0, x1, y1, z1]: CadMesh['bbox'], lang: Lang): string {
  const sides = [x1 - x0, y1 - y0, z1 - z0].map((side) => {
    const rounded = Math.round(side * 10) / 10
    return formatNumber(rounded, lang, Number.isInteger(rounded) ? 0 : 1)
  })
  return `${sides.join(' × ')} mm`
}

type Status = 'loading' | 'ready' | 'error'

/**
 * The 3D view of one size row: its mesh (`<product>/cad/<row>.mesh.json`) drawn by cad-scene.ts, which (with three)
 * is fetched only now. It opens on the row of the size chosen in the size table, else the first row with a model;
 * a select switches rows. Without WebGL it asks the page to show the 2D drawing instead (`onNoWebGL`).
 */
export function CadView({ product, onNoWebGL }: { product: ProductView; onNoWebGL: () => void }) {
  const intl = useIntl()
  const lang = useLang()
  const path = useHref()('product', { slug: product.slug })
  const rows = useMemo(() => cadRows(product), [product])
  // The size table keeps its filter in the address (`?size=M10`) without telling the router.
  const [index, setIndex] = useState(() =>
    firstCadRow(rows, new URLSearchParams(window.location.search).get('size')),
  )
  const [scene, setScene] = useState<CadScene | null>(null)
  const [attempt, setAttempt] = useState(0)
  // What the last answer was for (attempt and row): anything else is still loading.
  const [shown, setShown] = useState<{ key: string; bbox: CadMesh['bbox'] | null } | null>(null)
  const [failedAttempt, setFailedAttempt] = useState(-1)
  const stage = useRef<HTMLDivElement>(null)
  const noWebGL = useEffectEvent(onNoWebGL)
  const key = `${attempt}:${index}`
  const status: Status =
    failedAttempt === attempt || (shown?.key === key && !shown.bbox)
      ? 'error'
      : shown?.key === key
        ? 'ready'
        : 'loading'
  const bbox = status === 'ready' ? shown!.bbox : null

  // The scene lives as long as the view: closing it or leaving the page frees its WebGL context.
  useEffect(() => {
    if (!hasWebGL2()) {
      noWebGL()
      return
    }
    let live = true
    let created: CadScene | undefined
    import('./cad-scene.ts').then(
      ({ createCadScene }) => {
        if (!live || !stage.current) return
        try {
          created = createCadScene(stage.current)
          setScene(created)
        } catch {
          noWebGL()
        }
      },
      () => live && setFailedAttempt(attempt),
    )
    return () => {
      live = false
      created?.dispose()
      setScene(null)
    }
  }, [attempt])

  const row = rows[index]
  useEffect(() => {
    if (!scene || !row) return
    const controller = new AbortController()
    fetch(cadHref(path, row[0], row[1], 'mesh.json'), { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`mesh answered ${response.status}`)
        return response.json() as Promise<CadMesh>
      })
      .then((mesh) => {
        scene.show(mesh)
        setShown({ key, bbox: mesh.bbox })
      })
      .catch(() => {
        if (!controller.signal.aborted) setShown({ key, bbox: null })
      })
    return () => controller.abort()
  }, [scene, row, path, key])

  if (!row) return null
  const name = rowName(row[0], row[1], lang)
  const tool = (id: string, icon: 'zoom-in' | 'zoom-out' | 'rotate-ccw', action: (s: CadScene) => void) => (
    <button
      type="button"
      className="cad-view__tool"
      aria-label={intl.formatMessage({ id })}
      title={intl.formatMessage({ id })}
      disabled={status !== 'ready'}
      onClick={() => scene && action(scene)}
    >
      <Icon name={icon} size={18} />
    </button>
  )
  return (
    <div
      className="cad-view"
      role="region"
      aria-label={intl.formatMessage({ id: 'product.cad.viewLabel' }, { row: name })}
    >
      <div className="cad-view__bar">
        <label className="cad-view__size">
          <span>
            <FormattedMessage id="product.cad.size" />
          </span>
          <select value={index} onChange={(event) => setIndex(Number(event.target.value))}>
            {rows.map(([size, length], option) => (
              <option key={`${size}x${length}`} value={option}>
                {rowName(size, length, lang)}
              </option>
            ))}
          </select>
        </label>
        <div className="cad-view__tools">
          {tool('product.cad.zoomIn', 'zoom-in', (s) => s.zoom(1.25))}
          {tool('product.cad.zoomOut', 'zoom-out', (s) => s.zoom(0.8))}
          {tool('product.cad.reset', 'rotate-ccw', (s) => s.reset())}
        </div>
      </div>
      <div className="cad-view__stage" ref={stage} data-status={status}>
        {status === 'loading' && (
          <p className="cad-view__state" role="status">
            <FormattedMessage id="product.cad.loading" />
          </p>
        )}
        {status === 'error' && (
          <div className="cad-view__state" role="alert">
            <p>
              <FormattedMessage id="product.cad.error" />
            </p>
            <button type="button" className="button button--ghost" onClick={() => setAttempt((n) => n + 1)}>
              <FormattedMessage id="product.cad.retry" />
            </button>
          </div>
        )}
      </div>
      <div className="cad-view__foot">
        <p className="cad-view__bbox">
          {bbox && <FormattedMessage id="product.cad.bbox" values={{ size: bboxText(bbox, lang) }} />}
        </p>
        <p className="cad-view__hint">
          <FormattedMessage id="product.cad.hint" />
        </p>
        <a className="cad-view__download" href={cadHref(path, row[0], row[1], 'step')} download>
          <Icon name="download" size={16} />
          <FormattedMessage id="product.cad.download" />
        </a>
      </div>
    </div>
  )
}
