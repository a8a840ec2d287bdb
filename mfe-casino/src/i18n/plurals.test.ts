import { addTranslations, formatNumber, i18n, initI18n } from '@casino/shared';
import uz from './uz.json';
import ru from './ru.json';

/** A tournament's points after a number: Russian three forms, Uzbek singular after a numeral. */
it('names the tournament points by the plural form of the count', async () => {
  await initI18n('ru');
  addTranslations('casino', 'ru', ru);
  addTranslations('casino', 'uz', uz);
  const said = (lng: 'uz' | 'ru', n: number) => i18n.getFixedT(lng, 'casino')('tournaments.youAreIn', { count: n, points: formatNumber(n, 0) });
  expect([1, 2, 5, 21, 500, 4250].map((n) => said('ru', n))).toEqual([
    'Вы участвуете · 1 очко',
    'Вы участвуете · 2 очка',
    'Вы участвуете · 5 очков',
    'Вы участвуете · 21 очко',
    'Вы участвуете · 500 очков',
    'Вы участвуете · 4,250 очков',
  ]);
  expect([1, 10].map((n) => said('uz', n))).toEqual(['Siz ishtirok etyapsiz · 1 ochko', 'Siz ishtirok etyapsiz · 10 ochko']);
});
