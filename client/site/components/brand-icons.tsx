/** Small brand marks for the footer's social links (lucide no longer ships brand icons). */
type Props = { size?: number }

export function LinkedinIcon({ size = 18 }: Props) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.5h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.76v5.69h-4v-5.04c0-1.2-.02-2.75-1.7-2.75-1.7 0-1.96 1.3-1.96 2.66v5.13h-4v-11Z" />
    </svg>
  )
}

export function InstagramIcon({ size = 18 }: Props) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 3c-2.44 0-2.75 0-3.71.05C5.1 3.2 3.2 5.1 3.05 8.29 3 9.25 3 9.56 3 12s0 2.75.05 3.71c.15 3.19 2.05 5.09 5.24 5.24.96.05 1.27.05 3.71.05s2.75 0 3.71-.05c3.19-.15 5.09-2.05 5.24-5.24.05-.96.05-1.27.05-3.71s0-2.75-.05-3.71C20.8 5.1 18.9 3.2 15.71 3.05 14.75 3 14.44 3 12 3Zm0 1.62c2.4 0 2.69 0 3.64.05 2.3.1 3.58 1.4 3.69 3.69.04.95.05 1.24.05 3.64s0 2.69-.05 3.64c-.1 2.3-1.39 3.58-3.69 3.69-.95.04-1.24.05-3.64.05s-2.69 0-3.64-.05c-2.3-.1-3.58-1.4-3.69-3.69-.04-.95-.05-1.24-.05-3.64s0-2.69.05-3.64c.1-2.3 1.4-3.58 3.69-3.69.95-.04 1.24-.05 3.64-.05Z" />
    </svg>
  )
}

export function FacebookIcon({ size = 18 }: Props) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.87.24-1.46 1.49-1.46h1.59V4.45A21 21 0 0 0 14.3 4.3c-2.3 0-3.8 1.4-3.8 3.97v2.23H8v3h2.5V21h3Z" />
    </svg>
  )
}

export function XIcon({ size = 18 }: Props) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.36 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.74H5.58L16.67 19.2Z" />
    </svg>
  )
}
