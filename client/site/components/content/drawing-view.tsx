import { createElement } from 'react'
import type { Drawing } from '../../../../shared/drawings/types.ts'

/** SVG attribute names as React spells them; the drawing description uses SVG's own. */
const REACT_NAMES: Record<string, string> = {
  'stroke-width': 'strokeWidth',
  'stroke-dasharray': 'strokeDasharray',
  'stroke-linejoin': 'strokeLinejoin',
  'font-family': 'fontFamily',
  'font-size': 'fontSize',
  'font-style': 'fontStyle',
  'font-weight': 'fontWeight',
  'text-anchor': 'textAnchor',
}

/** A dimension drawing (shared/drawings) as inline SVG, scaled to its container. */
export function DrawingView({ drawing, title }: { drawing: Drawing; title: string }) {
  const width = Math.round(drawing.width)
  const height = Math.round(drawing.height)
  return (
    <svg className="standard-drawing__svg" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
      {drawing.elements.map((element, index) => {
        const props: Record<string, string | number> = { key: index }
        for (const [name, value] of Object.entries(element.attrs)) props[REACT_NAMES[name] ?? name] = value
        return createElement(element.tag, props, element.text)
      })}
    </svg>
  )
}
