/** Attachment rules of the contact and quote forms (spec sections 5 and 9), used by both sides. */
export const MAX_ATTACHMENTS = 5
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024
export const ALLOWED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'doc', 'docx'] as const

export type AttachmentProblem =
  | { kind: 'too-many' }
  | { kind: 'too-large'; file: string }
  | { kind: 'unsupported'; file: string }
  | { kind: 'duplicate'; file: string }

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase()
}

/**
 * Adds `incoming` files to `current` following the spec: at most 5, each up to 10 MB, allowed
 * extensions (case-insensitive), same name and size is a duplicate. Valid files are added even
 * when others are refused; every refusal is reported.
 */
export function addAttachments<F extends { name: string; size: number }>(
  current: readonly F[],
  incoming: readonly F[],
): { files: F[]; problems: AttachmentProblem[] } {
  const files = [...current]
  const problems: AttachmentProblem[] = []
  for (const file of incoming) {
    if (files.length >= MAX_ATTACHMENTS) {
      if (!problems.some((p) => p.kind === 'too-many')) problems.push({ kind: 'too-many' })
      continue
    }
    if (file.size > MAX_ATTACHMENT_BYTES) problems.push({ kind: 'too-large', file: file.name })
    else if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
      problems.push({ kind: 'unsupported', file: file.name })
    else if (files.some((f) => f.name === file.name && f.size === file.size))
      problems.push({ kind: 'duplicate', file: file.name })
    else files.push(file)
  }
  return { files, problems }
}

/** The spec's Turkish texts for each problem (other languages come from the locale files). */
export function attachmentProblemTr(problem: AttachmentProblem): string {
  switch (problem.kind) {
    case 'too-many':
      return 'Maksimum 5 dosya yükleyebilirsiniz'
    case 'too-large':
      return `${problem.file}: Dosya boyutu 10MB'dan büyük olamaz`
    case 'unsupported':
      return `${problem.file}: Desteklenmeyen dosya türü. Desteklenen türler: ${ALLOWED_EXTENSIONS.join(', ')}`
    case 'duplicate':
      return `${problem.file}: Bu dosya zaten eklendi`
  }
}
