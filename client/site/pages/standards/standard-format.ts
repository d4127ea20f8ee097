import type { Lang } from '../../../../shared/i18n.ts'
import { formatNumber } from '../../../lib/format.ts'

/** A nominal value in mm with the digits it was given: "5,2" in Turkish, "5.2" in English, "17" as is. */
export function formatMm(value: number, lang: Lang): string {
  const decimals = Math.min((String(value).split('.')[1] ?? '').length, 3)
  return formatNumber(value, lang, decimals)
}
