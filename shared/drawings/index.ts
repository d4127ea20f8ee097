export * from './types.ts'
export {
  draw,
  drawStandard,
  profileFor,
  representativeLength,
  representativeRow,
} from './standard-drawing.ts'
export type { StandardDrawing } from './standard-drawing.ts'
export { drawingSvg } from './svg.ts'
