import { useTranslation } from '@casino/shared';
import { ICON_NAMES, iconSvg, iconUrl } from '@casino/shared/ui';
import { iconSprite, symbolId } from './sprite';
import styles from './IconsPage.module.css';

/**
 * `/_icons` (spec §2, svg-sprite layout): the whole icon set as one SVG sprite, each icon drawn
 * from it with its name, and beside it the SVG file the server serves at its URL (spec §7).
 */
export function IconsPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page} aria-labelledby="icons-title">
      {/* The sprite itself: symbols only, drawn below through `<use>`. */}
      <svg className={styles.sprite} aria-hidden="true" focusable="false" data-testid="icon-sprite" dangerouslySetInnerHTML={{ __html: iconSprite() }} />
      <h1 id="icons-title">{t('icons.title')}</h1>
      <p>{t('icons.count', { count: ICON_NAMES.length })}</p>
      <ul className={styles.grid} aria-labelledby="icons-title">
        {ICON_NAMES.map((name) => (
          <li key={name} className={styles.item}>
            <svg viewBox="0 0 24 24" width="32" height="32" className={styles.icon} aria-hidden="true" focusable="false">
              <use href={`#${symbolId(name)}`} />
            </svg>
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
