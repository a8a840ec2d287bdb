import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer } from './helpers';
import { fund } from './ops';

/**
 * The bet history against the real server: a fresh player plays a round of a demo game, finds it
 * in /profile/bets/history with the filters narrowing and widening the list, asks for a CSV of the
 * period, waits until the worker has written it and downloads it — in both languages.
 */

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.68.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const TEXT = {
  uz: {
    prefix: '',
    spin: 'Aylantirish',
    outcome: /Yutuq|yutuq yoʻq/,
    profileNav: 'Profil boʻlimlari',
    bets: 'Tikishlar',
    historyTitle: 'Tikishlar tarixi',
    caption: /^Raundlar va tikishlar: 1 \/ 1$/,
    filters: 'Tarix filtrlari',
    game: 'Oʻyin',
    money: 'Pul turi',
    bonus: 'Bonus pul',
    real: 'Haqiqiy pul',
    from: 'Sanadan',
    apply: 'Koʻrsatish',
    reset: 'Tozalash',
    emptyFiltered: 'Tanlangan filtrlar boʻyicha tikishlar yoʻq',
    betsNav: 'Tikishlar boʻlimlari',
    exports: 'Yuklab olish',
    exportsTitle: 'Tarixni yuklab olish',
    submit: 'Fayl soʻrash',
    queued: 'Soʻrov qabul qilindi: fayl tayyorlanmoqda.',
    ready: 'Tayyor',
    download: /^CSV yuklab olish: .+ davri$/,
    csvKind: 'Kazino raundi',
    csvHeader: 'Sana va vaqt,Turi,Oʻyin',
    csvMoney: 'Haqiqiy',
  },
  ru: {
    prefix: '/ru',
    spin: 'Крутить',
    outcome: /Выигрыш|без выигрыша/i,
    profileNav: 'Разделы профиля',
    bets: 'Ставки',
    historyTitle: 'История ставок',
    caption: /^Раунды и ставки: 1 из 1$/,
    filters: 'Фильтры истории',
    game: 'Игра',
    money: 'Деньги',
    bonus: 'Бонусные деньги',
    real: 'Реальные деньги',
    from: 'С даты',
    apply: 'Показать',
    reset: 'Сбросить',
    emptyFiltered: 'По выбранным фильтрам ставок нет',
    betsNav: 'Разделы ставок',
    exports: 'Выгрузка',
    exportsTitle: 'Выгрузка истории',
    submit: 'Запросить файл',
    queued: 'Запрос принят: файл готовится.',
    ready: 'Готов',
    download: /^Скачать CSV за /,
    csvKind: 'Раунд казино',
    csvHeader: 'Дата и время,Тип,Игра',
    csvMoney: 'Реальные',
  },
} as const;

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

for (const locale of ['uz', 'ru'] as const) {
  const t = TEXT[locale];
  test(`${locale}: a round played shows in the bet history, filters narrow it, and its CSV is downloaded`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const player = await registerPlayer(page);
    await fund(page, player.uid);

    await page.goto(`${t.prefix}/game/oltin_silk_fortune`);
    const game = page.frameLocator('[data-testid="game-frame"]');
    await game.getByRole('button', { name: t.spin }).click();
    await expect(game.getByTestId('game-status')).toHaveText(t.outcome);

    // The profile's navigation leads to the bets; /profile/bets opens the history.
    await page.goto(`${t.prefix}/profile/settings`);
    await page.getByRole('navigation', { name: t.profileNav }).getByRole('link', { name: t.bets, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/profile/bets/history$`));
    await expect(page.getByRole('heading', { level: 1, name: t.historyTitle })).toBeVisible();
    const table = page.getByRole('table', { name: t.caption });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('Silk Fortune');
    await expect(table.getByRole('row').nth(1)).toContainText(t.real);

    // Bonus money: none. Then the game and today's date find the round again.
    const filters = page.getByRole('search', { name: t.filters });
    await filters.getByRole('combobox', { name: t.money }).selectOption({ label: t.bonus });
    await filters.getByRole('button', { name: t.apply }).click();
    await expect(page.getByRole('heading', { name: t.emptyFiltered })).toBeVisible();
    await filters.getByRole('button', { name: t.reset }).click();
    await expect(table).toBeVisible();
    await filters.getByRole('combobox', { name: t.game }).selectOption({ label: 'Silk Fortune' });
    await filters.getByLabel(t.from).fill(isoDay(new Date()));
    await filters.getByRole('button', { name: t.apply }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('Silk Fortune');

    // The export of the last 30 days: queued, written by the worker, downloaded.
    await page.getByRole('navigation', { name: t.betsNav }).getByRole('link', { name: t.exports }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.exportsTitle })).toBeVisible();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.queued })).toBeVisible();
    const link = page.getByRole('link', { name: t.download });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('listitem').filter({ has: link })).toContainText(t.ready);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^bets-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toContain(t.csvHeader);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`,${t.csvKind},Silk Fortune,[A-Za-z0-9_-]+,${t.csvMoney},`));
    expect(lines[1]).toMatch(/,USD$/);
    expect(errors).toEqual([]);
  });
}
