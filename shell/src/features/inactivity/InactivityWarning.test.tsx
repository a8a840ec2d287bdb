import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import InactivityWarning from './InactivityWarning';
import { useCountdown } from './countdown';

const liveRegion = () => document.querySelector('[aria-live="polite"]')!;

describe('InactivityWarning', () => {
  it('shows every second but speaks only at the steps of the countdown', async () => {
    act(() => useCountdown.setState({ secondsLeft: 35 }));
    await renderWithProviders(<InactivityWarning />, { translations: { shell: uz } });
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    expect(liveRegion()).toHaveTextContent('35 soniyadan soʻng');
    act(() => useCountdown.setState({ secondsLeft: 34 }));
    expect(screen.getByRole('timer')).toHaveTextContent('34 soniyadan soʻng');
    expect(liveRegion()).toHaveTextContent('35 soniyadan soʻng');
    act(() => useCountdown.setState({ secondsLeft: 30 }));
    expect(liveRegion()).toHaveTextContent('30 soniyadan soʻng');
    act(() => useCountdown.setState({ secondsLeft: 11 }));
    expect(liveRegion()).toHaveTextContent('30 soniyadan soʻng');
    act(() => useCountdown.setState({ secondsLeft: 10 }));
    expect(liveRegion()).toHaveTextContent('10 soniyadan soʻng');
  });

  it('speaks Russian with the right plural form', async () => {
    act(() => useCountdown.setState({ secondsLeft: 21 }));
    await renderWithProviders(<InactivityWarning />, { locale: 'ru', translations: { shell: ru } });
    expect(liveRegion()).toHaveTextContent('через 21 секунду');
  });

  it("takes each count's form from the language's plural keys: 1, 2, 5, 11, 21, 22, 25", async () => {
    const timerAt = async (n: number, locale: 'ru' | 'uz') => {
      act(() => useCountdown.setState({ secondsLeft: n }));
      const view = await renderWithProviders(<InactivityWarning />, { locale, translations: { shell: locale === 'ru' ? ru : uz } });
      const text = screen.getByRole('timer').textContent;
      view.unmount();
      return text;
    };
    const ruForms: string[] = [];
    for (const n of [1, 2, 5, 11, 21, 22, 25]) ruForms.push((await timerAt(n, 'ru'))!.replace(/^.* через /, ''));
    expect(ruForms).toEqual(['1 секунду.', '2 секунды.', '5 секунд.', '11 секунд.', '21 секунду.', '22 секунды.', '25 секунд.']);
    const uzForms: string[] = [];
    for (const n of [1, 2, 5, 11, 21, 22, 25]) uzForms.push((await timerAt(n, 'uz'))!.replace(/^Faolsizlik sababli /, ''));
    expect(uzForms).toEqual([1, 2, 5, 11, 21, 22, 25].map((n) => `${n} soniyadan soʻng tizimdan chiqasiz.`));
  });
});
