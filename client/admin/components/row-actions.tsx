import { type LucideIcon, Pencil, Trash } from 'lucide-react'
import type { ReactNode } from 'react'
import { useT } from '../lib/i18n.ts'

type RowActionProps = {
  icon: LucideIcon
  /** The button's text; an icon-only button shows it as its tooltip. */
  text: string
  /** The accessible name when the text alone does not say which row it acts on ("DIN 933 – sil"). */
  label?: string
  /** Dense lists (tables, the category list) show the icon alone. */
  iconOnly?: boolean
  danger?: boolean
  disabled?: boolean
  onClick: () => void
}

/** One action of a list row: a small button with icon and text, or an icon button in dense lists. */
export function RowAction({ icon: Icon, text, label, iconOnly, danger, disabled, onClick }: RowActionProps) {
  const className = iconOnly
    ? `admin-icon-button${danger ? ' admin-icon-button--danger' : ''}`
    : `admin-button admin-button--sm${danger ? ' admin-button--danger-quiet' : ''}`
  return (
    <button
      type="button"
      className={className}
      title={iconOnly ? text : undefined}
      aria-label={label ?? (iconOnly ? text : undefined)}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon size={iconOnly ? 16 : 15} aria-hidden="true" />
      {!iconOnly && text}
    </button>
  )
}

export function RowActions({ children }: { children: ReactNode }) {
  return <div className="admin-row-actions">{children}</div>
}

/**
 * Edit and delete for the row named `name` ("DIN 933 – düzenle" is what a screen reader hears), with any
 * other actions of the row between them.
 */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
  iconOnly,
  children,
}: {
  name: string
  onEdit: () => void
  onDelete: () => void
  iconOnly?: boolean
  children?: ReactNode
}) {
  const t = useT()
  return (
    <RowActions>
      <RowAction
        icon={Pencil}
        text={t('admin.edit')}
        label={t('admin.editNamed', { name })}
        iconOnly={iconOnly}
        onClick={onEdit}
      />
      {children}
      <RowAction
        icon={Trash}
        text={t('admin.delete')}
        label={t('admin.deleteNamed', { name })}
        iconOnly={iconOnly}
        danger
        onClick={onDelete}
      />
    </RowActions>
  )
}
