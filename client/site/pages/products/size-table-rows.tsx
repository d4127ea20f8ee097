import { Component, createRef, type MouseEvent } from 'react'

type Props = { html: string; onClick: (event: MouseEvent<HTMLElement>) => void }
/** Where the focus was among the rows: a row, a cell of it and a control in it (the same in the old rows and new). */
type FocusedCell = { row: number; cell: number; control: number } | null

const CONTROLS = 'a, button'

/**
 * The size table's `<tbody>`, its rows given as HTML (see size-table-body.ts). New rows replace the old ones (when
 * the table is made live its quote links become buttons), which would drop the focus of a keyboard or screen reader
 * user on a row's control and send them back to the top of the page: the control at the same place in the new rows
 * is focused instead. A class component, as only getSnapshotBeforeUpdate reads the page just before React changes it.
 */
export class SizeTableRows extends Component<Props> {
  private readonly body = createRef<HTMLTableSectionElement>()

  override getSnapshotBeforeUpdate(previous: Props): FocusedCell {
    const active = document.activeElement
    if (previous.html === this.props.html || !active || !this.body.current?.contains(active)) return null
    const cell = active.closest('td, th')
    const row = cell?.parentElement
    return cell instanceof HTMLTableCellElement && row instanceof HTMLTableRowElement
      ? {
          row: row.sectionRowIndex,
          cell: cell.cellIndex,
          control: [...cell.querySelectorAll(CONTROLS)].findIndex((control) => control.contains(active)),
        }
      : null
  }

  override componentDidUpdate(_previous: Props, _state: unknown, focused: FocusedCell): void {
    if (!focused || (document.activeElement && document.activeElement !== document.body)) return
    const cell = this.body.current?.rows[focused.row]?.cells[focused.cell]
    cell?.querySelectorAll<HTMLElement>(CONTROLS)[Math.max(focused.control, 0)]?.focus()
  }

  override render() {
    return (
      <tbody
        ref={this.body}
        onClick={this.props.onClick}
        dangerouslySetInnerHTML={{ __html: this.props.html }}
      />
    )
  }
}
