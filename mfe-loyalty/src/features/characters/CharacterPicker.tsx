import type { CharacterView } from './rules';
import styles from './Characters.module.css';

/** The characters as a group of radio buttons (keyboard: arrows move, as every radio group). */
export function CharacterPicker({
  items,
  value,
  onChange,
  labelledBy,
  name = 'loyalty-character',
}: {
  items: CharacterView[];
  value: number | null;
  onChange(id: number): void;
  labelledBy: string;
  name?: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={styles.list}>
      {items.map((c) => (
        <label key={c.id} className={styles.option}>
          <input type="radio" name={name} value={c.id} checked={value === c.id} onChange={() => onChange(c.id)} />
          {c.image && <img src={c.image} alt="" width={56} height={56} loading="lazy" />}
          <span>{c.title}</span>
        </label>
      ))}
    </div>
  );
}
