import { labelStringProblems, type LabelPair } from '@casino/shared/testing';
import uz from './uz.json';
import ru from './ru.json';

/** Controls named apart from their text keep the text in the name (WCAG 2.5.3), in both languages. */
const PAIRS: LabelPair[] = [
  // The header badge shows the level, then the points with their name ("1,200 yulduz").
  { label: 'badge.label', shows: '={{level}} {{points}}' },
];

it.each([
  ['uz', uz],
  ['ru', ru],
])('names contain the text shown (%s)', (_, strings) => {
  expect(labelStringProblems(strings, PAIRS, { level: 'Oltin', points: '1,200 yulduz' })).toEqual([]);
});
