/** A quote reference as the store gives it (`Q-2026-00042`): the only request value a mail header may carry. */
export function safeReference(reference: string | undefined): string | null {
  return reference && /^Q-\d{4}-\d{5,}$/.test(reference) ? reference : null
}

/** The absolute address of a site path, when the site's public address is known (PUBLIC_URL); else null. */
export function absoluteUrl(origin: string, path: string | undefined): string | null {
  return origin && path ? `${origin}${path}` : null
}
