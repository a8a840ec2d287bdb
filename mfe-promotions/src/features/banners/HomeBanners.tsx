import { useLocaleStore, useNavigate, useTranslation } from '@casino/shared';
import { useId, type MouseEvent } from 'react';
import { ScrollButtons, useScroller } from '@casino/shared/ui';
import { useAsync, useImageKey } from '@casino/shared/remote';
import { linkTarget } from '../../lib/links';
import { api } from '../../lib/platform';
import { BANNER_HEIGHT, BANNER_WIDTH, BANNERS_COUNT, orderBanners, type BannerView } from './rules';
import { takePrefetchedBanners } from './prefetch';
import styles from './Banners.module.css';

/**
 * The home page's banners (spec §3, §9): from banners.get, in description.position order. Part
 * of every visitor's first download, so it uses nothing beyond the shared singleton and the kit's
 * small scroller (arrows for a mouse; touch screens swipe).
 */
export function HomeBanners() {
  const { t } = useTranslation('promotions');
  const locale = useLocaleStore((s) => s.locale);
  const imageKey = useImageKey('banner');
  const scroller = useScroller();
  const trackId = useId();
  const state = useAsync((signal) => takePrefetchedBanners(locale) ?? api().call('banners.get', { offset: 0, count: BANNERS_COUNT }, { signal }), [locale]);

  if (state.status === 'pending' && !state.data) {
    return (
      <section aria-label={t('banners.label')} aria-busy="true" className={styles.banners}>
        <div className={styles.track}>
          <div className={`${styles.banner} ${styles.skeleton}`} />
        </div>
      </section>
    );
  }
  const banners = orderBanners(state.data?.items ?? [], Date.now(), BANNERS_COUNT, imageKey);
  // No banners (or none could load): the home page goes on without the strip.
  if (banners.length === 0) return null;
  // No autoplay: the strip moves only when the player scrolls, swipes or presses an arrow.
  return (
    <section aria-label={t('banners.label')} className={styles.banners}>
      <ScrollButtons scroller={scroller} controls={trackId} previousLabel={t('banners.previous')} nextLabel={t('banners.next')} className={styles.arrows} />
      <ul className={styles.track} id={trackId} ref={scroller.ref}>
        {banners.map((b, i) => (
          <li key={b.id} className={styles.item}>
            <Banner banner={b} eager={i === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Banner({ banner, eager }: { banner: BannerView; eager: boolean }) {
  const navigate = useNavigate();
  const target = linkTarget(banner.link, { external: banner.external });
  const body = (
    <>
      {banner.image && (
        <img
          className={styles.image}
          src={banner.image}
          alt=""
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      )}
      <span className={styles.caption}>
        <span className={styles.title}>{banner.title}</span>
        {banner.text && <span className={styles.text}>{banner.text}</span>}
        {target && banner.button && <span className={styles.button}>{banner.button}</span>}
      </span>
    </>
  );
  if (!target) return <div className={styles.banner}>{body}</div>;
  if (target.kind === 'external') {
    return (
      <a className={styles.banner} href={target.url} target="_blank" rel="noopener noreferrer">
        {body}
      </a>
    );
  }
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(target.path);
  };
  return (
    <a className={styles.banner} href={target.path} onClick={onClick}>
      {body}
    </a>
  );
}
