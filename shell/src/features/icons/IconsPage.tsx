import { useTranslation } from '@casino/shared';
import { Icon, ICON_NAMES, iconSvg } from '@casino/shared/ui';
import styles from './IconsPage.module.css';

/** `/_icons` (spec §2): every icon of the site's set with its name, drawn from its SVG text. */
export function IconsPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page} aria-labelledby="icons-title">
      <h1 id="icons-title">{t('icons.title')}</h1>
      <p>{t('icons.count', { count: ICON_NAMES.length })}</p>
      <ul className={styles.grid} aria-labelledby="icons-title">
        {ICON_NAMES.map((name) => (
          <li key={name} className={styles.item}>
            <Icon name={name} width="32" height="32" className={styles.icon} />
            <code>{name}</code>
            <span className={styles.size}>{t('icons.bytes', { count: iconSvg(name).length })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
