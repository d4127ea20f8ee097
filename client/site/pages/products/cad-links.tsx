import { useIntl } from 'react-intl'
import type { Lang } from '../../../../shared/i18n.ts'
import { cadHref } from '../../../../shared/cad.ts'
import { rowName } from './cad-viewer/cad-rows.ts'

/**
 * A size row's CAD files as two plain download links (they work without JavaScript): the STEP solid and the DXF
 * drawing at that size. The server names the file in the page's language.
 */
export function CadLinks({
  path,
  size,
  length,
  lang,
}: {
  path: string
  size: string
  length: number | null
  lang: Lang
}) {
  const intl = useIntl()
  const row = rowName(size, length, lang)
  return (
    <span className="size-table__cad">
      <a
        href={cadHref(path, size, length, 'step')}
        download
        aria-label={intl.formatMessage({ id: 'product.cad.stepRow' }, { row })}
      >
        STEP
      </a>
      <a
        href={cadHref(path, size, length, 'dxf')}
        download
        aria-label={intl.formatMessage({ id: 'product.cad.dxfRow' }, { row })}
      >
        DXF
      </a>
    </span>
  )
}
