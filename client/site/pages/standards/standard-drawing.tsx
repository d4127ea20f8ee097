import { FormattedMessage, useIntl } from 'react-intl'
import type { DrawingImage } from '../../../../shared/page-data.ts'
import { Icon } from '../../../components/icon.tsx'
import { useLang } from '../../../lib/lang.ts'
import { DrawingView } from '../../components/content/drawing-view.tsx'
import { formatMm } from './standard-format.ts'

/**
 * A standard's dimension drawing with the size it is drawn at, and the same drawing as a DXF file for CAD
 * programs (1:1, mm; server/cad/drawing-dxf.ts). A file, not a page: a plain link the browser downloads.
 */
export function StandardDrawing({ drawing, designation }: { drawing: DrawingImage; designation: string }) {
  const intl = useIntl()
  const lang = useLang()
  return (
    <figure className="standard-drawing__figure">
      <DrawingView
        image={drawing}
        alt={intl.formatMessage({ id: 'standards.drawing.alt' }, { designation })}
      />
      <figcaption>
        <span>
          {drawing.size === null ? (
            <FormattedMessage id="standards.drawing.schematic" />
          ) : drawing.length === null ? (
            <FormattedMessage id="standards.drawing.size" values={{ size: drawing.size }} />
          ) : (
            <FormattedMessage
              id="standards.drawing.sizeLength"
              values={{ size: drawing.size, length: formatMm(drawing.length, lang) }}
            />
          )}
        </span>
        <a className="standard-drawing__dxf" href={drawing.dxf} download>
          <Icon name="download" size={16} />
          DXF
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="standards.drawing.dxf" values={{ designation }} />
          </span>
        </a>
      </figcaption>
    </figure>
  )
}
