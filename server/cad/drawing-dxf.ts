// Placeholder until the DXF writer lands (helper branch `dxf`): no per-size drawing yet.
import type { Standard } from '../../shared/standards/types.ts'
export function sizeDxf(_standard: Standard, _size: string, _length: number | null): string | null {
  return null
}
