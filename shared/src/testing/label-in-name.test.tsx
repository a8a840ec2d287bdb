import { render } from '@testing-library/react';
import { labelInNameProblems, labelStringProblems, nameContainsText, spokenText } from './label-in-name';

it('compares text as speech input does: case, punctuation and spacing aside', () => {
  expect(spokenText(' Silk  Fortune! ')).toBe('silk fortune');
  expect(nameContainsText('Hammasi: Yangi oʻyinlar', 'Hammasi')).toBe(true);
  expect(nameContainsText('Скачать CSV за 01.02.2026 – 08.02.2026', 'Скачать CSV')).toBe(true);
  expect(nameContainsText('Bosh sahifa', 'Silk Fortune')).toBe(false);
  expect(nameContainsText('Скачать файл за период', 'Скачать CSV')).toBe(false);
  // An arrow or a cross says nothing: any name goes.
  expect(nameContainsText('Oʻyinlar zaliga qaytish', '←')).toBe(true);
});

it('finds the controls whose name leaves out what they show', () => {
  const { container } = render(
    <div>
      <a href="/" aria-label="Bosh sahifa">
        Silk Fortune
      </a>
      <button type="button" aria-label="Yopish">
        ×
      </button>
      <a href="/all" aria-label="Hammasi: Slotlar">
        Hammasi
      </a>
      <button type="button">
        Depozit <span style={{ position: 'absolute' }}>qilish</span>
      </button>
    </div>,
  );
  expect(labelInNameProblems(container)).toEqual(['"Silk Fortune" is named "Bosh sahifa"']);
});

it("checks a part's name strings against the texts they stand for, placeholders filled", () => {
  const strings = {
    cancel: 'Bekor qilish',
    cancelLabel: '#{{id}} yechimni bekor qilish',
    download: 'CSV yuklab olish',
    downloadLabel: '{{period}} davri faylini yuklab olish',
  };
  expect(
    labelStringProblems(
      strings,
      [
        { label: 'cancelLabel', shows: 'cancel' },
        { label: 'downloadLabel', shows: 'download' },
        { label: 'cancelLabel', shows: '=#{{id}}' },
      ],
      { id: '12' },
    ),
  ).toEqual(['downloadLabel: "CSV yuklab olish" is named "period davri faylini yuklab olish"']);
  expect(() => labelStringProblems(strings, [{ label: 'missing', shows: 'cancel' }])).toThrow('no string missing');
});
