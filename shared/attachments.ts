/**
 * Attachment rules of the contact and quote forms, used by both sides: the browser refuses a file
 * before uploading it, and the server enforces the same rules on what arrives.
 */
export const MAX_ATTACHMENTS = 5
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024
export const ALLOWED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'doc', 'docx'] as const
/** The CAD files buyers send with a quote request (STEP, IGES, DXF, DWG, and ZIP archives of them): quotes only. */
export const CAD_EXTENSIONS = ['step', 'stp', 'iges', 'igs', 'dxf', 'dwg', 'zip'] as const

/** The extensions a form's attachments may have: a quote also takes CAD files. */
export function allowedExtensions(kind: 'contact' | 'quote'): readonly string[] {
  return kind === 'quote' ? [...ALLOWED_EXTENSIONS, ...CAD_EXTENSIONS] : ALLOWED_EXTENSIONS
}

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
 * Adds `incoming` files to `current`: at most 5, each up to 10 MB, allowed
 * extensions (case-insensitive), same name and size is a duplicate. Valid files are added even
 * when others are refused; every refusal is reported.
 */
export function addAttachments<F extends { name: string; size: number }>(
  current: readonly F[],
  incoming: readonly F[],
  allowed: readonly string[] = ALLOWED_EXTENSIONS,
): { files: F[]; problems: AttachmentProblem[] } {
  const files = [...current]
  const problems: AttachmentProblem[] = []
  for (const file of incoming) {
    if (files.length >= MAX_ATTACHMENTS) {
      if (!problems.some((p) => p.kind === 'too-many')) problems.push({ kind: 'too-many' })
      continue
    }
    if (file.size > MAX_ATTACHMENT_BYTES) problems.push({ kind: 'too-large', file: file.name })
    else if (!allowed.includes(extensionOf(file.name)))
      problems.push({ kind: 'unsupported', file: file.name })
    else if (files.some((f) => f.name === file.name && f.size === file.size))
      problems.push({ kind: 'duplicate', file: file.name })
    else files.push(file)
  }
  return { files, problems }
}

/**
 * The locale id and values of each problem's text (`forms.attachments.*`): the browser formats it
 * with react-intl, the server with the same locale files, so both say it in the same words.
 */
export function attachmentProblemMessage(
  problem: AttachmentProblem,
  allowed: readonly string[] = ALLOWED_EXTENSIONS,
): {
  id: `forms.attachments.${'tooMany' | 'tooLarge' | 'unsupported' | 'duplicate'}`
  values: Record<string, string>
} {
  switch (problem.kind) {
    case 'too-many':
      return { id: 'forms.attachments.tooMany', values: {} }
    case 'too-large':
      return { id: 'forms.attachments.tooLarge', values: { file: problem.file } }
    case 'unsupported':
      return {
        id: 'forms.attachments.unsupported',
        values: { file: problem.file, types: allowed.join(', ') },
      }
    case 'duplicate':
      return { id: 'forms.attachments.duplicate', values: { file: problem.file } }
  }
}
