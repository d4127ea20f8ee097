/** The demo group renders (`/uploads/demo/group-bolts.webp`, 1200 px, with -800 and -400 variants). */
export type DemoGroup = 'bolts' | 'nuts' | 'washers' | 'rivets' | 'screws' | 'custom'

export function demoImage(group: DemoGroup, sizes: string) {
  const base = `/uploads/demo/group-${group}`
  return {
    src: `${base}-800.webp`,
    srcSet: `${base}-400.webp 400w, ${base}-800.webp 800w, ${base}.webp 1200w`,
    sizes,
    width: 800,
    height: 800,
  }
}
