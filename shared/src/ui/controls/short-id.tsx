import styles from './controls.module.css';

export type ShortIdProps = { value: string | null | undefined; keep?: number };

/** A long hash or address shortened in the middle ("0xc9b7ec01…77999286fba"), as wallets and explorers show
 * them: a table keeps its other columns in view. The whole value is in the tooltip and read by screen readers;
 * exports carry it whole. Short values show as they are. */
export const ShortId = ({ value, keep = 10 }: ShortIdProps) => {
  const text = value ?? '';
  if (text.length <= 2 * keep + 3) return <>{text}</>;
  return (
    <span title={text} data-short-id>
      <span aria-hidden="true">{`${text.slice(0, keep)}…${text.slice(-keep)}`}</span>
      <span className={styles.srOnly}>{text}</span>
    </span>
  );
};
