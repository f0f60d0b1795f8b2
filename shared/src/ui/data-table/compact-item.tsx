import type { Row } from '@tanstack/react-table';
import { useId, useState, type MouseEvent } from 'react';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { joinValues, signedAmount, type CompactLayout } from './compact-layout';
import type { DataColumn } from './data-column';
import { shownValue } from './cell-value';
import styles from './data-table.module.css';

export type CompactItemProps<T> = {
  row: Row<T>;
  layout: CompactLayout<T>;
  selectable: boolean;
  onRowClick?: ((row: T) => void) | undefined;
};

const render = <T,>(column: DataColumn<T>, row: T) => (column.cell ? column.cell(row) : column.value(row));

// A tap anywhere on the item opens it, except on its own controls (checkbox, links, action buttons).
const INTERACTIVE = 'button, a, input, select, textarea, label';

/** One row of a list on a phone: title and date on the left, signed amount and status on the right; a tap or
 * Enter on the title shows the other columns (or calls onRowClick, the list's own details). */
export const CompactItem = <T,>({ row, layout, selectable, onRowClick }: CompactItemProps<T>) => {
  const { t } = useSharedTranslation();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const item = row.original;
  const hasDetails = !onRowClick && layout.details.length > 0;
  const activate = () => (onRowClick ? onRowClick(item) : setOpen((value) => !value));
  const onItemClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target as Element).closest(INTERACTIVE)) activate();
  };
  const sign = layout.amount?.sign?.(item);

  return (
    <li className={styles.item} data-compact-item={row.id}>
      {/* The title button is the keyboard's way in; this handler only widens the tap target. */}
      <div className={styles.itemMain} onClick={onRowClick || hasDetails ? onItemClick : undefined}>
        {selectable ? (
          <input
            type="checkbox"
            aria-label={t('table.selectRow')}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ) : null}
        <div className={styles.itemStart}>
          <ItemTitle
            text={joinValues(layout.title.map((column) => column.value(item)))}
            interactive={Boolean(onRowClick) || hasDetails}
            expanded={hasDetails ? open : undefined}
            controls={hasDetails && open ? detailsId : undefined}
            onActivate={activate}
          />
          {layout.date ? (
            <span className={styles.itemDate} data-compact-role="date">
              {shownValue('date', layout.date.value(item))}
            </span>
          ) : null}
        </div>
        {layout.amount || layout.status ? (
          <div className={styles.itemEnd}>
            {layout.amount ? (
              <span className={styles.itemAmount} data-compact-role="amount" data-sign={sign}>
                {signedAmount(layout.amount, item)}
              </span>
            ) : null}
            {layout.status ? <span data-compact-role="status">{render(layout.status, item)}</span> : null}
          </div>
        ) : null}
      </div>
      {hasDetails && open ? (
        <dl id={detailsId} className={styles.details}>
          {layout.details.map((column) => (
            <div key={column.id} className={styles.detail}>
              <dt>{column.header}</dt>
              <dd>{render(column, item)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
};

type ItemTitleProps = {
  text: string;
  interactive: boolean;
  expanded: boolean | undefined;
  controls: string | undefined;
  onActivate: () => void;
};

const ItemTitle = ({ text, interactive, expanded, controls, onActivate }: ItemTitleProps) =>
  interactive ? (
    <button
      type="button"
      className={styles.itemTitle}
      data-compact-role="primary"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onActivate}
    >
      {text}
    </button>
  ) : (
    <span className={styles.itemTitle} data-compact-role="primary">
      {text}
    </span>
  );
