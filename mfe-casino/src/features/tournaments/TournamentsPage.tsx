import { useEffect, useRef, useState } from 'react';
import { isAuthenticated, usePageData, useSessionStore, useTranslation } from '@casino/shared';
import { EmptyState, ErrorState, Skeleton } from '@casino/shared/ui';
import { errorKey, useAsync } from '@casino/shared/remote';
import { common } from '../../components';
import { fetchTournaments } from './api';
import { replaceTournament, type TournamentLists } from './rules';
import { TournamentCard } from './TournamentCard';
import { useParticipate } from './useParticipate';
import styles from './Tournaments.module.css';

/** `/tournaments`: the running and the coming tournaments; joining replaces the item in its list (spec §4). */
export function TournamentsPage() {
  const { t } = useTranslation('casino');
  const uid = useSessionStore((s) => (isAuthenticated(s.account) ? s.account.uid : 0));
  const lists = useAsync<TournamentLists>(
    async (signal) => {
      const [active, future] = await Promise.all([fetchTournaments('active', signal), fetchTournaments('future', signal)]);
      return { active: active.items, future: future.items };
    },
    [uid],
  );
  const { join, busy } = useParticipate((fresh) => lists.setData((l) => (l ? replaceTournament(l, fresh) : l)));
  // A server-rendered page carries the time it was rendered at: its countdowns hydrate as the server
  // wrote them (this clock may be minutes off, or the page a few seconds old), then follow this clock.
  const renderedAt = usePageData(async () => Date.now(), ['now']);
  const [now, setNow] = useState(() => renderedAt?.value ?? Date.now());
  const fromPage = useRef(renderedAt !== null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    if (fromPage.current) tick();
    const timer = setInterval(tick, 30_000);
    return () => clearInterval(timer);
  }, []);

  const section = (key: 'active' | 'future') => (
    <section className={common.section} aria-labelledby={`tournaments-${key}`}>
      <h2 id={`tournaments-${key}`} className={common.subtitle}>
        {t(`tournaments.${key}`)}
      </h2>
      {lists.data && lists.data[key].length === 0 ? (
        <p className={common.muted}>{t(`tournaments.none.${key}`)}</p>
      ) : (
        <ul className={`${common.cards} ${styles.list}`} aria-busy={!lists.data || undefined}>
          {lists.data
            ? lists.data[key].map((item) => (
                <li key={item.id}>
                  <TournamentCard tournament={item} onJoin={join} busy={busy === item.id} now={now} />
                </li>
              ))
            : Array.from({ length: 2 }, (_, i) => (
                <li key={i}>
                  <Skeleton shape="block" aspectRatio="3 / 2" width="100%" />
                </li>
              ))}
        </ul>
      )}
    </section>
  );

  return (
    <section className={common.page} aria-labelledby="tournaments-title">
      <header className={common.header}>
        <h1 id="tournaments-title" className={common.title}>
          {t('tournaments.title')}
        </h1>
      </header>
      {lists.status === 'error' && !lists.data ? (
        <ErrorState heading={t('tournaments.errorTitle')} text={t(errorKey(lists.error))} action={{ label: t('retry'), onClick: lists.reload }} />
      ) : lists.data && lists.data.active.length + lists.data.future.length === 0 ? (
        <EmptyState heading={t('tournaments.empty')} />
      ) : (
        <>
          {section('active')}
          {section('future')}
        </>
      )}
    </section>
  );
}
