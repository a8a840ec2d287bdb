import { labelStringProblems, type LabelPair } from '@casino/shared/testing';
import uz from './uz.json';
import ru from './ru.json';

/** Controls named apart from their text keep the text in the name (WCAG 2.5.3), in both languages. */
const PAIRS: LabelPair[] = [
  { label: 'card.demoOf', shows: 'card.demo' },
  { label: 'home.allOf', shows: 'home.all' },
  { label: 'tournaments.joinNamed', shows: 'tournaments.join' },
];

it.each([
  ['uz', uz],
  ['ru', ru],
])('names contain the text shown (%s)', (_, strings) => {
  expect(labelStringProblems(strings, PAIRS, { name: 'Silk Fortune' })).toEqual([]);
});
