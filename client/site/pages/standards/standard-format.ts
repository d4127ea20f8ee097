// The standards pages' and the size table's one way of writing a nominal value in mm.
export { formatMm } from '../../../lib/format.ts'
