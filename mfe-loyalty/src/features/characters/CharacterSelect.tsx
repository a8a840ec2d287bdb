import { useId } from 'react';
import { useTranslation } from '@casino/shared';
import { useAsync, useImageKey } from '@casino/shared/remote';
import { loadCharacters } from './api';
import { characterView } from './rules';
import { CharacterPicker } from './CharacterPicker';
import styles from './Characters.module.css';

/**
 * The `auth.character` slot: the character select of the registration form (auth-config's
 * `characterSelect`). The form keeps the value and sets it with loyalty.setcharacter once registered.
 */
export function CharacterSelect({ value = null, onChange }: { value?: number | null; onChange?(id: number): void }) {
  const { t } = useTranslation('loyalty');
  const labelId = useId();
  const state = useAsync((signal) => loadCharacters(signal), []);
  const imageKey = useImageKey('character');
  const items = state.data?.items.map((c) => characterView(c, imageKey)) ?? [];
  if (!items.length) return null;
  return (
    <fieldset className={styles.select}>
      <legend id={labelId}>{t('characters.pick')}</legend>
      <CharacterPicker labelledBy={labelId} items={items} value={value} onChange={(id) => onChange?.(id)} name="registration-character" />
    </fieldset>
  );
}

export default CharacterSelect;
