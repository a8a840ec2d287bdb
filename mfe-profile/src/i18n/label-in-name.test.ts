import { labelStringProblems, type LabelPair } from '@casino/shared/testing';
import uz from './uz.json';
import ru from './ru.json';

/** Controls named apart from their text keep the text in the name (WCAG 2.5.3), in both languages. */
const PAIRS: LabelPair[] = [
  { label: 'bets.exports.downloadLabel', shows: 'bets.exports.download' },
  { label: 'cashback.takeLabel', shows: 'cashback.take' },
  { label: 'cashback.removeLabel', shows: 'cashback.remove' },
];

it.each([
  ['uz', uz],
  ['ru', ru],
])('names contain the text shown (%s)', (_, strings) => {
  expect(labelStringProblems(strings, PAIRS, { period: '01.02.2026 – 08.02.2026', amount: '12.50 USD' })).toEqual([]);
});
