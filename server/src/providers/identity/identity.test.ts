import { pngImage } from '../../testing/png';
import { signPayload as signBody } from '../callbacks/signature';
import { checkDocument, cleanFileName, sniffDocument } from './documents';
import { errorText, verificationPage } from './pages';
import { decisionOf, type ApplicantRow } from './store';
import { checkWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookBody } from './webhook';

describe('documents', () => {
  it('are known by their first bytes, never by their name or claimed type', () => {
    expect(sniffDocument(pngImage())).toBe('image/png');
    expect(sniffDocument(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffDocument(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffDocument(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDocument(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffDocument(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffDocument(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffDocument(Buffer.from([0x89, 0x50]))).toBeNull();
  });

  it('are refused when empty, too large or of another type', () => {
    expect(checkDocument(Buffer.alloc(0), 100)).toEqual({ ok: false, reason: 'empty' });
    expect(checkDocument(pngImage(), 50)).toEqual({ ok: false, reason: 'too_large' });
    expect(checkDocument(Buffer.from('MZ\x90\x00'), 100)).toEqual({ ok: false, reason: 'type' });
    expect(checkDocument(pngImage(), 1024 * 1024)).toEqual({ ok: true, mime: 'image/png' });
  });

  it('keep a plain file name for the back office', () => {
    expect(cleanFileName(encodeURIComponent('паспорт 1.png'))).toBe('паспорт 1.png');
    expect(cleanFileName('..%2F..%2Fetc%2Fpasswd')).toBe(`.._.._etc_passwd`);
    expect(cleanFileName('<script>x</script>.png')).toBe('scriptx_script.png');
    expect(cleanFileName('%E0%A4%A')).toBe('E0A4A');
    expect(cleanFileName(undefined)).toBeNull();
    expect(cleanFileName('%00%01')).toBeNull();
  });

  it("are refused in the player's language", () => {
    expect(errorText('uz', 'too_large', 8 * 1024 * 1024)).toBe('Fayl juda katta: 8 MB gacha boʻlishi kerak.');
    expect(errorText('ru', 'type', 8 * 1024 * 1024)).toBe('Этот тип файла не принимается: загрузите JPEG, PNG, WebP или PDF.');
  });
});

describe('the verification page', () => {
  it('names its fields, keeps its texts out of the markup parser and loads only its own script', () => {
    const html = verificationPage('ru', 8 * 1024 * 1024);
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<label for="file">Файл документа</label>');
    expect(html).toContain('<legend>Тип документа</legend>');
    expect(html).toContain('<script src="/platform/kyc/assets/kyc.js"></script>');
    expect(html.match(/<script(?![^>]*(src=|type="application\/json"))/g)).toBeNull();
    expect(html).not.toMatch(/ on[a-z]+=/);
  });
});

const row = (over: Partial<ApplicantRow> = {}): ApplicantRow => ({
  id: 'a'.repeat(24),
  external_user_id: '100123',
  level_name: 'basic-kyc-level',
  review_status: 'completed',
  review_answer: 'RED',
  reject_type: 'RETRY',
  reject_labels: ['UNSATISFACTORY_PHOTOS'],
  comment: null,
  reviewed_by: 'ops',
  review_seq: 2,
  created_at: new Date(),
  submitted_at: new Date(),
  reviewed_at: new Date('2030-01-01T10:00:00.000Z'),
  webhook_due: true,
  webhook_attempts: 0,
  webhook_error: null,
  webhook_next_at: null,
  ...over,
});

describe('decisions', () => {
  it('read as the interface words them', () => {
    expect(decisionOf(row({ review_status: 'init' }))).toBe('init');
    expect(decisionOf(row({ review_status: 'pending' }))).toBe('pending');
    expect(decisionOf(row({ review_answer: 'GREEN', reject_type: null }))).toBe('approved');
    expect(decisionOf(row())).toBe('retry');
    expect(decisionOf(row({ reject_type: 'FINAL' }))).toBe('rejected');
  });
});

describe('webhooks', () => {
  const secret = 'kyc-secret';
  const now = Date.parse('2030-01-01T10:00:05Z');
  const ts = Math.floor(now / 1000);
  const body = webhookBody(row());
  const signed = (b: string, t = ts, key = secret) => ({ [SIGNATURE_HEADER]: signBody(key, t, b), [TIMESTAMP_HEADER]: String(t) });

  it('are Sumsub-shaped, one correlation id per review', () => {
    expect(JSON.parse(body)).toMatchObject({
      type: 'applicantReviewed',
      applicantId: 'a'.repeat(24),
      externalUserId: '100123',
      correlationId: `${'a'.repeat(24)}.2`,
      reviewStatus: 'completed',
      reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'RETRY', rejectLabels: ['UNSATISFACTORY_PHOTOS'] },
      createdAtMs: '2030-01-01T10:00:00.000Z',
    });
    expect(JSON.parse(webhookBody(row())).correlationId).toBe(JSON.parse(body).correlationId);
    expect(JSON.parse(webhookBody(row())).delivery).not.toBe(JSON.parse(body).delivery);
  });

  it('are taken when signed over the raw body within the window', () => {
    const check = checkWebhook(secret, body, signed(body), 300, now);
    expect(check).toEqual({
      ok: true,
      event: {
        eventId: `${'a'.repeat(24)}.2`,
        applicantId: 'a'.repeat(24),
        externalUserId: '100123',
        decision: 'retry',
        reasons: ['UNSATISFACTORY_PHOTOS'],
        occurredAt: new Date('2030-01-01T10:00:00.000Z'),
      },
    });
    const green = webhookBody(row({ review_answer: 'GREEN', reject_type: null, reject_labels: [] }));
    expect(checkWebhook(secret, green, signed(green), 300, now)).toMatchObject({ ok: true, event: { decision: 'approved', reasons: [] } });
  });

  it('are refused when forged, stale, unsigned or malformed', () => {
    const tampered = body.replace('RETRY', 'FINAL');
    expect(checkWebhook(secret, tampered, signed(body), 300, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(checkWebhook(secret, body, signed(body, ts, 'another-secret'), 300, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(checkWebhook(secret, body, signed(body, ts - 301), 300, now)).toEqual({ ok: false, reason: 'stale' });
    expect(checkWebhook(secret, body, signed(body, ts + 400), 300, now)).toEqual({ ok: false, reason: 'stale' });
    expect(checkWebhook(secret, body, { [TIMESTAMP_HEADER]: String(ts) }, 300, now)).toEqual({ ok: false, reason: 'missing' });
    const notJson = '{"type":';
    expect(checkWebhook(secret, notJson, signed(notJson), 300, now)).toEqual({ ok: false, reason: 'malformed' });
    const other = JSON.stringify({ ...JSON.parse(body), externalUserId: 'x; drop table' });
    expect(checkWebhook(secret, other, signed(other), 300, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
