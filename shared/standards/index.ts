export * from './types.ts'
export { STANDARDS, STANDARDS_BY_ID, isTablePending } from './catalogue.ts'
export {
  changedValues,
  crossReference,
  findStandard,
  findStandards,
  parseStandardRef,
  preferredLengths,
  rowFor,
} from './lookup.ts'
export { COARSE_PITCH, TAPPING_PITCH, parseThread, threadDiameter } from './threads.ts'
export {
  SIZE_KEYS,
  isSizeKey,
  parseSize,
  pitchOf,
  sizeDiameter,
  sizeIndex,
  sizeLabel,
  sizeSeries,
} from './sizes.ts'
