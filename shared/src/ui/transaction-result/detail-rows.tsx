import styles from './detail-rows.module.css';

export type DetailRow = { label: string; value: string };

/** Label/value pairs of previews, limits, instructions and results (texts already translated). */
export const DetailRows = ({ rows }: { rows: readonly DetailRow[] }) => (
  <dl className={styles.rows}>
    {rows.map((row) => (
      <div key={row.label} className={styles.row}>
        <dt>{row.label}</dt>
        <dd>{row.value}</dd>
      </div>
    ))}
  </dl>
);
