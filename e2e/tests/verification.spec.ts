import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer, signIn } from './helpers';
import { api, balance, confirmEmail, origin, paidDeposit, withdrawalCode } from './money';

/**
 * Identity verification end to end, in both languages: a player the compliance team asked to
 * verify (`pnpm kyc require`) is refused a withdrawal, the identity verification dialog leads to
 * the profile's verification page, the player sends a real document image on the demo provider's
 * page in its frame, an operator approves it with the CLI (`pnpm kyc approve`, against this server),
 * and the withdrawal goes through.
 */

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.67.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const ROOT = join(import.meta.dirname, '../..');

/** The operator's command, run as ops run it; it finds the server living on the suite's data directory. */
function kyc(...args: string[]): string {
  const env: NodeJS.ProcessEnv = { ...process.env, OPS_ACTOR: 'e2e-compliance' };
  if (process.env.E2E_BASE_URL) env.OPS_URL = origin();
  else env.DATA_DIR = process.env.E2E_DATA_DIR;
  // pnpm itself when the suite runs under it (it may have been fetched, not installed), else the one on PATH.
  const pnpm = process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath) ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
  const r = spawnSync(pnpm[0]!, [...pnpm.slice(1), '--silent', 'kyc', ...args], { cwd: ROOT, env, encoding: 'utf8' });
  const output = `${r.stdout}${r.stderr}`;
  expect(r.status, output).toBe(0);
  return output;
}

// ---- a small, real PNG (a card-like picture) ----
const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}
function documentPng(width = 120, height = 76): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(y < 14 ? [24, 64, 160] : x > 8 && x < 40 && y > 22 && y < 62 ? [196, 164, 132] : [236, 236, 242], 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const LOCALES = [
  {
    prefix: '',
    amount: /Summa, USD/,
    card: 'Karta raqami',
    holder: /Karta egasi/,
    withdraw: '30.00 USD ni yechish',
    dialogTitle: 'Shaxsingizni tasdiqlang',
    go: 'Tasdiqlashga oʻtish',
    title: 'Shaxsni tasdiqlash',
    notStarted: 'Boshlanmagan',
    start: 'Tasdiqlashni boshlash',
    frame: 'Shaxsni tasdiqlash xizmati: hujjat yuklash',
    idCard: 'ID-karta',
    file: 'Hujjat fayli',
    send: 'Yuborish',
    wrongType: 'Bu fayl turi qabul qilinmaydi: JPEG, PNG, WebP yoki PDF yuklang.',
    inReview: 'Tekshirilmoqda',
    submitted: 'Hujjatlar yuborildi. Tekshiruv natijasini kuting.',
    approved: 'Tasdiqlangan',
    code: /Xabardagi kod/,
    confirm: 'Yechishni tasdiqlash',
    done: 'Soʻrov qabul qilindi',
  },
  {
    prefix: '/ru',
    amount: /Сумма, USD/,
    card: 'Номер карты',
    holder: /Владелец карты/,
    withdraw: 'Вывести 30.00 USD',
    dialogTitle: 'Подтвердите личность',
    go: 'Перейти к проверке',
    title: 'Подтверждение личности',
    notStarted: 'Не начато',
    start: 'Начать проверку',
    frame: 'Сервис подтверждения личности: загрузка документа',
    idCard: 'ID-карта',
    file: 'Файл документа',
    send: 'Отправить',
    wrongType: 'Этот тип файла не принимается: загрузите JPEG, PNG, WebP или PDF.',
    inReview: 'На проверке',
    submitted: 'Документы отправлены. Дождитесь результата проверки.',
    approved: 'Подтверждено',
    code: /Код из сообщения/,
    confirm: 'Подтвердить вывод',
    done: 'Заявка принята',
  },
] as const;

for (const t of LOCALES) {
  test(`a player asked to verify sends a document and withdraws once approved (${t.prefix || '/'})`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const player = await registerPlayer(page);
    await paidDeposit(page, 100);
    await confirmEmail(page, player.login);
    expect(kyc('require', String(player.uid))).toContain('need identity verification');
    // `confirmEmail` dated the e-mail past the cooling-off, so it may receive the withdrawal code; a new session as a player would have.
    await signIn(page, { login: player.login, password: player.password });

    const fillWithdrawal = async () => {
      await page.goto(`${t.prefix}/cashier/withdraw`);
      await page.getByRole('textbox', { name: t.amount }).fill('30');
      await page.getByRole('textbox', { name: t.card }).fill('4111 1111 1111 1111');
      await page.getByRole('textbox', { name: t.holder }).fill('Aziz Karimov');
      await page.getByRole('button', { name: t.withdraw }).click();
    };

    // Refused for KYC: the identity verification dialog explains and leads to the page.
    await fillWithdrawal();
    const dialog = page.getByRole('dialog', { name: t.dialogTitle });
    await expect(dialog.getByRole('heading', { name: t.dialogTitle })).toBeVisible();
    expect(await balance(page)).toBe(100);
    await dialog.getByRole('button', { name: t.go }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/profile/verification$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.notStarted, { exact: true })).toBeVisible();

    // The provider's page in its frame: a file that is no image is refused in the player's language.
    await page.getByRole('button', { name: t.start }).click();
    const frame = page.frameLocator(`iframe[title="${t.frame}"]`);
    await frame.getByRole('radio', { name: t.idCard }).check();
    await frame.getByLabel(t.file).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are notes, not a picture') });
    await frame.getByRole('button', { name: t.send }).click();
    await expect(frame.getByRole('alert')).toHaveText(t.wrongType);
    await frame.getByLabel(t.file).setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: documentPng() });
    await frame.getByRole('button', { name: t.send }).click();

    // Submitted: the page hears it from the frame, tells the server and shows the review.
    await expect(page.getByText(t.submitted)).toBeVisible();
    await expect(page.getByText(t.inReview, { exact: true })).toBeVisible();
    await expect(page.locator(`iframe[title="${t.frame}"]`)).toHaveCount(0);
    const info = (await (await page.request.get(api('account.getInfo'))).json()) as { data: { is_on_verification: boolean; is_verified: boolean } };
    expect(info.data).toMatchObject({ is_on_verification: true, is_verified: false });

    // The operator sees the document in the queue and approves with the CLI.
    const queue = kyc('list', '--uid', String(player.uid));
    expect(queue).toContain('pending');
    expect(queue).toMatch(/^\d+\s+\d+\s+ID_CARD\s+image\/png\s/m);
    expect(kyc('approve', String(player.uid))).toContain('approved');
    await page.reload();
    await expect(page.getByText(t.approved, { exact: true })).toBeVisible();

    // The withdrawal goes through (to a new card: the code sent to the earlier e-mail).
    await fillWithdrawal();
    const code = page.getByRole('textbox', { name: t.code });
    await expect(code).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await code.fill(await withdrawalCode(page, player.login));
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
    expect(await balance(page)).toBe(70);
    expect(errors).toEqual([]);
  });
}
