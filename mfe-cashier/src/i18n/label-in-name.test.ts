import { labelStringProblems, type LabelPair } from '@casino/shared/testing';
import uz from './uz.json';
import ru from './ru.json';

/** Controls named apart from their text keep the text in the name (WCAG 2.5.3), in both languages. */
const PAIRS: LabelPair[] = [{ label: 'history.cancelLabel', shows: 'history.cancel' }];

it.each([
  ['uz', uz],
  ['ru', ru],
])('names contain the text shown (%s)', (_, strings) => {
  expect(labelStringProblems(strings, PAIRS, { id: '1042' })).toEqual([]);
});
