import { createContext, useContext, type ComponentType } from 'react';
import { useTranslation } from '@casino/shared';

/** The casino's strings, as `useTranslation('casino')` answers them. */
export type CasinoT = ReturnType<typeof useTranslation>['t'];

const Texts = createContext<CasinoT | null>(null);

/**
 * Hands a list's `t` to every card in it. react-i18next's `useTranslation` copies the i18next
 * instance for each component that calls it (about 17 µs a call on the server, four times that on
 * a slow phone): a page of 60 cards with a heart each paid it 120 times when it rendered and again
 * when it hydrated.
 */
export const CasinoTexts = Texts.Provider;

/**
 * A component that reads the casino's strings from the list around it (`CasinoTexts`), or looks
 * them up itself when it is rendered alone.
 */
export function withCasinoTexts<P extends object>(View: ComponentType<P & { t: CasinoT }>, name: string): ComponentType<P> {
  function OwnTexts(props: P) {
    const { t } = useTranslation('casino');
    return <View {...props} t={t} />;
  }
  function WithCasinoTexts(props: P) {
    const t = useContext(Texts);
    return t ? <View {...props} t={t} /> : <OwnTexts {...props} />;
  }
  WithCasinoTexts.displayName = name;
  return WithCasinoTexts;
}
