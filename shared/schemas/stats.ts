import { type Static, Type } from 'typebox'

const Count = Type.Integer({ minimum: 0 })
const Bytes = Type.Number({ minimum: 0 })

/** Visitors' attachments against their cap, and the free disk against its floor (bytes). */
export const StorageStatus = Type.Object({
  usedBytes: Bytes,
  capBytes: Bytes,
  freeDiskBytes: Bytes,
  floorBytes: Bytes,
  /** Attachments above 80 % of the cap, or free disk under twice the floor: the admin is warned. */
  nearLimit: Type.Boolean(),
})
export type StorageStatus = Static<typeof StorageStatus>

/** GET /api/admin/stats: the figures on the dashboard's cards. */
export const DashboardStats = Type.Object({
  products: Count,
  activeProducts: Count,
  categories: Count,
  sliders: Count,
  activeSliders: Count,
  submissions: Count,
  unhandledSubmissions: Count,
  unsentSubmissions: Count,
  /** Requests not yet answered (new, in progress), and those of them past their 24-hour due time: counts only. */
  openSubmissions: Count,
  overdueSubmissions: Count,
  storage: StorageStatus,
})
export type DashboardStats = Static<typeof DashboardStats>
