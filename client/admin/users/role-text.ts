import type { Role } from '../../../shared/roles.ts'
import type { AdminMessageId } from '../lib/i18n.ts'

/** A role's Turkish name (Sahip, Editör, Satış) and what it may do, as the panel shows them. */
export const ROLE_TEXT: Record<Role, { name: AdminMessageId; desc: AdminMessageId }> = {
  owner: { name: 'admin.role.owner', desc: 'admin.role.owner.desc' },
  editor: { name: 'admin.role.editor', desc: 'admin.role.editor.desc' },
  sales: { name: 'admin.role.sales', desc: 'admin.role.sales.desc' },
}
