import { useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { bus, localePath, useConfigStore, useLocaleStore, useTranslation } from '@casino/shared';
import { EmptyState, Loader, TextField } from '@casino/shared/ui';
import { errorKey, useAsync } from '@casino/shared/remote';
import { common } from '../../components';
import { platform } from '../../lib/platform';
import { fetchGames, itemView } from '../catalogue';
import { highlightParts, searchSettings } from './highlight';
import { useDebounced } from './useDebounced';
import styles from './Search.module.css';

/**
 * The games search dialog (spec §2 dialog contents): typing searches the catalogue after a short
 * pause (search-config debounce), matches are highlighted, a result opens its game page.
 * Rendered by the shell's dialog host, outside the router.
 */
export default function SearchDialog({ dialogId, initialQuery = '' }: { dialogId?: string; initialQuery?: string }) {
  const { t } = useTranslation('casino');
  const section = useConfigStore((s) => s.config['search-config']);
  const locale = useLocaleStore((s) => s.locale);
  const settings = useMemo(() => searchSettings(section, locale), [section, locale]);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const debounced = useDebounced(query.trim(), settings.debounceMs);
  const ready = debounced.length >= settings.minQueryLength;
  const results = useAsync(
    (signal) => fetchGames({ query: debounced }, { offset: 0, count: settings.resultsLimit, sort: 'popularity' }, signal),
    [debounced, settings.resultsLimit],
    ready,
  );
  const listRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const close = () => bus.emit('dialog:close', dialogId ? { id: dialogId } : {});
  // Dialogs live outside the router: a result navigates through the platform (a modified click opens a tab).
  const open = (event: MouseEvent<HTMLAnchorElement>, sysname: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    close();
    platform().navigate(`/game/${sysname}`);
  };
  const items = useMemo(() => (ready ? (results.data?.items ?? []) : []), [ready, results.data]);

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      listRef.current?.querySelector('a')?.focus();
    }
  };
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const links = [...(listRef.current?.querySelectorAll('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    links[Math.max(0, Math.min(links.length - 1, at + (e.key === 'ArrowDown' ? 1 : -1)))]?.focus();
  };

  return (
    <section className={styles.search} aria-labelledby={titleId}>
      <h2 id={titleId} className={common.subtitle}>
        {t('search.title')}
      </h2>
      <TextField
        label={t('search.label')}
        hideLabel
        type="search"
        placeholder={t('search.placeholder')}
        value={query}
        ref={inputRef}
        className={styles.field}
        autoFocus
        autoComplete="off"
        onChange={(e) => setQuery(e.currentTarget.value)}
        onKeyDown={onInputKey}
        endAdornment={
          query ? (
            <button
              type="button"
              className={styles.clear}
              aria-label={t('search.clear')}
              onClick={() => {
                setQuery('');
                inputRef.current?.focus();
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null
        }
        hint={query.trim().length > 0 && query.trim().length < settings.minQueryLength ? t('search.minLength', { count: settings.minQueryLength }) : undefined}
      />
      {!ready && settings.popularQueries.length > 0 && (
        <div className={styles.popular}>
          <p className={common.muted}>{t('search.popular')}</p>
          <ul>
            {settings.popularQueries.map((q) => (
              <li key={q}>
                <button type="button" className={styles.chip} onClick={() => setQuery(q)}>
                  {q}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div aria-live="polite" className={styles.status}>
        {ready && results.status === 'success' && (items.length ? t('search.found', { count: results.data?.total ?? items.length }) : '')}
      </div>
      {ready && results.status === 'pending' && !results.data && <Loader size="md" />}
      {ready && results.status === 'error' && <p role="alert">{t(errorKey(results.error))}</p>}
      {ready && results.status === 'success' && items.length === 0 && (
        <EmptyState heading={t('search.noneTitle')} text={t('search.noneText', { query: debounced })} headingLevel={3} />
      )}
      {items.length > 0 && (
        <ul className={styles.results} ref={listRef} onKeyDown={onListKey} aria-label={t('search.results')} data-testid="search-results">
          {items.map((game) => {
            const view = itemView(game);
            return (
              <li key={game.id}>
                <a href={localePath(locale, `/game/${game.sysname}`)} className={styles.result} onClick={(e) => open(e, game.sysname)}>
                  <img src={view.image} alt="" width={72} height={48} loading="lazy" className={styles.thumb} />
                  <span className={styles.resultText}>
                    <span className={styles.resultName}>
                      {highlightParts(view.name, debounced).map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
                    </span>
                    <span className={common.muted}>{game.provider_name}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
