import { useTranslation } from '@casino/shared';

export function HomeGames() {
  const { t } = useTranslation('casino');
  return (
    <section aria-labelledby="home-games-title">
      <h2 id="home-games-title">{t('home.title')}</h2>
    </section>
  );
}
