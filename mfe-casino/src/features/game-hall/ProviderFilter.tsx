import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@casino/shared';
import type { ProviderItem } from '@casino/shared/api/schemas';
import { Button, Checkbox } from '@casino/shared/ui';
import styles from './GameHall.module.css';

/** Studios to narrow the hall to (`?providers=a,b`): a disclosure with a checkbox per studio. */
export function ProviderFilter({
  providers,
  selected,
  onChange,
}: {
  providers: readonly ProviderItem[];
  selected: readonly string[];
  onChange(sysname: string, on: boolean): void;
}) {
  const { t } = useTranslation('casino');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className={styles.providerFilter} ref={ref}>
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {selected.length ? t('gamehall.providersSelected', { count: selected.length }) : t('gamehall.providers')}
      </Button>
      <fieldset id={panelId} className={styles.providerPanel} hidden={!open}>
        <legend className={styles.legend}>{t('gamehall.providers')}</legend>
        {providers.map((p) => (
          <Checkbox
            key={p.sysname}
            label={`${p.name} (${p.games_count})`}
            checked={selected.includes(p.sysname)}
            onChange={(e) => onChange(p.sysname, e.currentTarget.checked)}
          />
        ))}
      </fieldset>
    </div>
  );
}
