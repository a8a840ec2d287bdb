import { useTranslation } from '@casino/shared';
import { Icon, ICON_NAMES, iconSvg, iconUrl } from '@casino/shared/ui';
import styles from './IconsPage.module.css';

/**
 * `/_icons` (spec §2): every icon of the site's set with its name, drawn from its SVG text inline
 * and as the SVG file the server serves at its URL (spec §7), which the name links to.
 */
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
            {/* The served file: drawn without the page's colour, so on a light tile. */}
            <img src={iconUrl(name)} alt="" width="32" height="32" className={styles.file} loading="lazy" />
            <a href={iconUrl(name)}>
              <code>{name}.svg</code>
            </a>
            <span className={styles.size}>{t('icons.bytes', { count: iconSvg(name).length })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
