export * from './types.ts'
export {
  draw,
  drawStandard,
  profileFor,
  representativeLength,
  representativeRow,
  sizeDrawing,
} from './standard-drawing.ts'
export type { SizeDrawing, StandardDrawing } from './standard-drawing.ts'
export { drawingSvg } from './svg.ts'
