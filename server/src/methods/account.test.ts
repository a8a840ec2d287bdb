import { apiClient, createTestServer, login, snapshot, type TestServer } from '../testing/server';
import { auditOf } from '../audit/audit';

let s: TestServer;
let api: ReturnType<typeof apiClient>;
let n = 0;

beforeAll(async () => {
  s = await createTestServer();
  api = apiClient(s.app);
}, 60_000);
afterAll(() => s.close());

async function newPlayer() {
  const email = `acc${++n}@example.org`;
  const r = await api.post('auth.register', { login: email, password: 'secret12' });
  return { email, cookie: r.cookie!, uid: r.body.data.uid as number };
}

async function lastCode(target: string): Promise<string> {
  const row = await s.database.db.selectFrom('outbox').select('body').where('recipient', '=', target).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1]!;
}

describe('account.getInfo and balances', () => {
  it('answers a guest with uid 0 in the request locale', async () => {
    const r = await api.get('account.getInfo', {}, undefined, { locale: 'ru' });
    expect(r.body.data).toMatchObject({ uid: 0, login: '', locale: 'ru', balance_main: { amount: 0, currency: 'USD' } });
  });

  it('answers the demo player with the seeded deposit in major units', async () => {
    const cookie = await login(s.app, 'demo@example.com', 'demo1234');
    const info = await api.get('account.getInfo', {}, cookie);
    expect(info.body.data).toMatchObject({
      login: 'demo@example.com',
      fakename: 'DemoPlayer',
      balance_main: { amount: 500, currency: 'USD' },
      balance_bonus: { amount: 25, currency: 'USD' },
      balance_betting_bonus: { amount: 0, currency: 'USD' },
      balance_fun: { amount: 1000, currency: 'USD' },
      country_code: 'UZ',
    });
    const balance = await api.get('account.getBalance', {}, cookie);
    expect(balance.body.data).toEqual({
      balance_main: { amount: 500, currency: 'USD' },
      balance_bonus: { amount: 25, currency: 'USD' },
      balance_betting_bonus: { amount: 0, currency: 'USD' },
      balance_fun: { amount: 1000, currency: 'USD' },
    });
  });
});

describe('metadata.getgeneralinfo', () => {
  it('answers every field of spec §3 with the configured forced-logout time', async () => {
    const r = await api.get('metadata.getgeneralinfo');
    expect(Object.keys(r.body.data).sort()).toEqual(
      [
        'analytic',
        'available_currencies',
        'available_locales',
        'default_currency',
        'is_seon_enabled',
        'domain_state',
        'domain_type',
        'time_to_force_logout',
        'is_bonus_isolation_enabled',
        'is_game_history_export_enabled',
        'user_inactivity_cashier_time',
        'user_inactivity_pp_time',
        'return_origins',
        'minimum_age',
        'document_types',
      ].sort(),
    );
    expect(r.body.data.time_to_force_logout).toBe(1800);
    expect(r.body.data.available_locales.map((l: { code: string; isDefault: boolean }) => [l.code, l.isDefault])).toEqual([
      ['uz', true],
      ['ru', false],
    ]);
  });
});

describe('locale', () => {
  it('is stored for players and accepted for guests', async () => {
    const p = await newPlayer();
    expect((await api.post('account.changelocale', { locale: 'ru' }, p.cookie)).body).toEqual({ data: 1 });
    expect((await api.get('account.getInfo', {}, p.cookie)).body.data.locale).toBe('ru');
    expect((await api.post('account.changelocale', { locale: 'uz' })).body).toEqual({ data: 1 });
    expect((await api.post('account.changelocale', { locale: 'en' }, p.cookie)).body.error.type).toBe('InvalidParameterException');
  });
});

describe('profile', () => {
  it('saves the given fields (answering 1) and reads them back with contacts and document', async () => {
    const p = await newPlayer();
    const saved = await api.post(
      'account.saveProfileInfo',
      {
        first_name: 'Dilnoza',
        last_name: 'Rahimova',
        sex: 2,
        birth_date: '14.05.1990',
        country_code: 'uz',
        postcode: '100000',
        document_type: 'passport',
        document_number: 'AA 1234567',
      },
      p.cookie,
    );
    expect(saved.body).toEqual({ data: 1 });
    const r = await api.get('account.getprofileinfo', {}, p.cookie);
    expect(r.body.data).toMatchObject({
      first_name: 'Dilnoza',
      last_name: 'Rahimova',
      sex: 2,
      birth_date: '1990-05-14',
      country_code: 'UZ',
      postcode: '100000',
      document: { type: 'passport', number: 'AA 1234567' },
      contacts: { email: { value: p.email, is_confirmed: false, is_subscribed: false }, phone: null },
    });
    expect((await api.get('account.getInfo', {}, p.cookie)).body.data.country_code).toBe('UZ');
    // Only the given fields change; '' clears one.
    await api.post('account.saveProfileInfo', { last_name: '' }, p.cookie);
    expect((await api.get('account.getprofileinfo', {}, p.cookie)).body.data).toMatchObject({ first_name: 'Dilnoza', last_name: null });
  });

  it('refuses names with digits or symbols, wrong dates and long postcodes without saving anything', async () => {
    const p = await newPlayer();
    const before = await snapshot(s.database);
    const r = await api.post('account.saveProfileInfo', { first_name: 'R2D2', birth_date: '31.02.1990', postcode: '123456789', sex: 7 }, p.cookie);
    expect(r.body.error.fields).toEqual({
      first_name: 'Wrong symbols in name',
      birth_date: 'Wrong date',
      postcode: 'Field regex',
      sex: 'Max value is 2',
    });
    expect(await snapshot(s.database)).toEqual(before);
    expect((await api.get('account.getprofileinfo', {}, p.cookie)).body.data.first_name).toBeNull();
  });

  it('refuses a player under the legal age, a document type the operator does not offer and a country that is no ISO code', async () => {
    const p = await newPlayer();
    const young = await api.post('account.saveProfileInfo', { first_name: 'Aziz', birth_date: '01.01.2012' }, p.cookie);
    expect(young.status).toBeLessThan(500);
    expect([young.body.error.type, young.body.error.fields]).toEqual(['InvalidParameterException', { birth_date: 'Min age is 18' }]);
    const cpf = await api.post('account.saveProfileInfo', { document_type: 'cpf', document_number: '12345678909' }, p.cookie);
    expect(cpf.body.error.fields).toEqual({ document_type: 'Document type is not offered' });
    const country = await api.post('account.saveProfileInfo', { country_code: 'XX' }, p.cookie);
    expect(country.body.error.fields).toEqual({ country_code: 'Field regex' });
    expect((await api.get('account.getprofileinfo', {}, p.cookie)).body.data).toMatchObject({ first_name: null, birth_date: null, document: { type: null } });
    // Of age on the very day: saved.
    const now = new Date();
    const eighteen = `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear() - 18}`;
    expect((await api.post('account.saveProfileInfo', { birth_date: eighteen, document_type: 'id_card' }, p.cookie)).body).toEqual({ data: 1 });
  });
});

describe('Account.getPersonalDataFields', () => {
  it('answers the operator form: the profile fields in order, names and birth date required, the documents it offers, the country as a code', async () => {
    const p = await newPlayer();
    const r = await api.get('Account.getPersonalDataFields', {}, p.cookie);
    expect(r.body.data).toEqual({
      document_type: 'passport',
      document_types: ['passport', 'id_card'],
      fields: [
        { name: 'first_name', is_required: true },
        { name: 'last_name', is_required: true },
        { name: 'sex', is_required: false },
        { name: 'birth_date', is_required: true },
        { name: 'document_type', is_required: false },
        { name: 'document_number', is_required: false },
        { name: 'country_code', is_required: false },
        { name: 'region', is_required: false },
        { name: 'home_town', is_required: false },
        { name: 'address', is_required: false },
        { name: 'postcode', is_required: false },
      ],
    });
  });

  it('asks no document when the operator offers none', async () => {
    const { personalDataFieldsOf } = await import('./account');
    expect(personalDataFieldsOf(['cpf']).document_type).toBe('cpf');
    const none = personalDataFieldsOf([]);
    expect(none.document_type).toBeNull();
    expect(none.fields.map((f) => f.name)).not.toContain('document_number');
    expect(none.fields.map((f) => f.name)).not.toContain('document_type');
  });

  it('is for signed-in players only', async () => {
    const r = await api.get('Account.getPersonalDataFields');
    expect(r.body.error.type).toBe('AuthorizationException');
  });
});

describe('contacts', () => {
  it('adds a phone, sends a code, confirms it and changes subscriptions', async () => {
    const p = await newPlayer();
    expect((await api.post('account.addcontact', { contact: '+998 90 555-44-33', phone_country_code: '+998' }, p.cookie)).body).toEqual({ data: 1 });
    const sent = await api.post('account.sendconfirmationtocontact', { contact: 'phone' }, p.cookie);
    expect(sent.body.data.resend_time).toBe(60);
    const wrong = await api.post('account.confirmContact', { contact: 'phone', code: '000000' }, p.cookie);
    if (wrong.status === 400) expect(wrong.body.error.fields.code).toBe('Code is invalid');
    const code = await lastCode('998905554433');
    expect((await api.post('account.confirmContact', { contact: '998905554433', code }, p.cookie)).body).toEqual({ data: 1 });
    const profile = (await api.get('account.getprofileinfo', {}, p.cookie)).body.data;
    expect(profile.contacts.phone).toEqual({ value: '998905554433', phone_country_code: '998', is_confirmed: true, is_subscribed: false });
    const already = await api.post('account.sendconfirmationtocontact', { contact: 'phone' }, p.cookie);
    expect(already.body.error.fields.contact).toBe('Contact is already confirmed');

    expect((await api.post('account.changeSubscription', { contact: 'phone', subscription: 1 }, p.cookie)).body).toEqual({ data: 1 });
    expect((await api.get('account.getInfo', {}, p.cookie)).body.data.is_subscribed).toBe(true);
    await api.post('account.changeSubscription', { contact: 'phone', subscription: 0 }, p.cookie);
    expect((await api.get('account.getInfo', {}, p.cookie)).body.data.is_subscribed).toBe(false);
  });

  it('a changed value needs a new confirmation; a code sent to the old value does not confirm the new one', async () => {
    const p = await newPlayer();
    await api.post('account.addcontact', { contact: '998901110000' }, p.cookie);
    await api.post('account.sendconfirmationtocontact', { contact: 'phone' }, p.cookie);
    const oldCode = await lastCode('998901110000');
    await api.post('account.addcontact', { contact: '998901110001' }, p.cookie);
    const r = await api.post('account.confirmContact', { contact: 'phone', code: oldCode }, p.cookie);
    expect(r.body.error.type).toBe('InvalidParameterException');
    expect((await api.get('account.getprofileinfo', {}, p.cookie)).body.data.contacts.phone.is_confirmed).toBe(false);
  });

  it('names the phone country codes the operator accepts, Uzbekistan by default, to players only', async () => {
    const p = await newPlayer();
    const r = await api.get('account.getContactPhoneSettings', {}, p.cookie);
    expect(r.body.data.default_country).toBe('UZ');
    expect(r.body.data.country_codes).toContainEqual({ country: 'UZ', code: '998' });
    expect(r.body.data.country_codes.every((c: { code: string }) => /^\d{1,4}$/.test(c.code))).toBe(true);
    expect((await api.get('account.getContactPhoneSettings', {})).status).toBe(401);
  });

  it('refuses a phone under a country code the operator does not accept, and keeps the code of one it does', async () => {
    const p = await newPlayer();
    const codes = (await api.get('account.getContactPhoneSettings', {}, p.cookie)).body.data.country_codes.map((c: { code: string }) => c.code);
    expect(codes).not.toContain('1');
    const before = await snapshot(s.database);
    const refused = await api.post('account.addcontact', { contact: '12025550123', phone_country_code: '1' }, p.cookie);
    expect(refused.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { phone_country_code: 'Phone country code is not accepted' } });
    // Without a code the number itself must start with an accepted one.
    const bare = await api.post('account.addcontact', { contact: '+1 202 555 0123' }, p.cookie);
    expect(bare.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { contact: 'Phone country code is not accepted' } });
    // An accepted code the number does not start with is a wrong number.
    const mismatch = await api.post('account.addcontact', { contact: '998901234567', phone_country_code: '996' }, p.cookie);
    expect(mismatch.body.error.fields).toEqual({ contact: 'Wrong phone format' });
    expect(await snapshot(s.database)).toEqual(before);

    expect((await api.post('account.addcontact', { contact: '996555123456' }, p.cookie)).body).toEqual({ data: 1 });
    expect((await api.get('account.getprofileinfo', {}, p.cookie)).body.data.contacts.phone).toMatchObject({
      value: '996555123456',
      phone_country_code: '996',
    });
  });

  it('refuses malformed contacts with the messages of spec §5 and contacts of other players', async () => {
    const p = await newPlayer();
    expect((await api.post('account.addcontact', { contact: 'a@b' }, p.cookie)).body.error.fields).toEqual({ contact: 'Wrong email address' });
    expect((await api.post('account.addcontact', { contact: '12ab' }, p.cookie)).body.error.fields).toEqual({ contact: 'Wrong phone format' });
    expect((await api.post('account.addcontact', { contact: 'demo@example.com' }, p.cookie)).body.error.fields).toEqual({
      contact: 'Contact is already in use',
    });
    expect((await api.post('account.confirmContact', { contact: 'fax', code: '123456' }, p.cookie)).body.error.fields).toEqual({
      contact: 'Contact not found',
    });
  });
});

describe('password and fake name', () => {
  it('changes the password with the old one and ends the other sessions', async () => {
    const p = await newPlayer();
    const other = await login(s.app, p.email, 'secret12');
    const wrong = await api.post('account.changepassword', { old_password: 'nope', password: 'newpass1' }, p.cookie);
    expect(wrong.body.error.fields).toEqual({ old_password: 'Wrong password' });
    const mismatch = await api.post('account.changepassword', { old_password: 'secret12', password: 'newpass1', password_confirmation: 'newpass2' }, p.cookie);
    expect(mismatch.body.error.fields).toEqual({ password_confirmation: 'Same as field' });
    const ok = await api.post('account.changepassword', { old_password: 'secret12', password: 'newpass1', password_confirmation: 'newpass1' }, p.cookie);
    expect(ok.body).toEqual({ data: 1 });
    expect((await api.get('account.getBalance', {}, p.cookie)).status).toBe(200);
    expect((await api.get('account.getBalance', {}, other)).status).toBe(401);
    await login(s.app, p.email, 'newpass1');
  });

  it('ends the other sessions when the password changes, and keeps this one', async () => {
    const p = await newPlayer();
    const phone = await login(s.app, p.email, 'secret12');
    const tablet = await login(s.app, p.email, 'secret12');
    expect((await api.get('account.getBalance', {}, phone)).status).toBe(200);
    expect(
      (await api.post('account.changepassword', { old_password: 'secret12', password: 'other123', password_confirmation: 'other123' }, p.cookie)).body,
    ).toEqual({ data: 1 });
    expect((await api.get('account.getBalance', {}, phone)).status).toBe(401);
    expect((await api.get('account.getBalance', {}, tablet)).status).toBe(401);
    expect((await api.get('account.getBalance', {}, p.cookie)).status).toBe(200);
    const open = await s.database.db.selectFrom('sessions').select('id_hash').where('account_id', '=', p.uid).where('revoked_at', 'is', null).execute();
    expect(open).toHaveLength(1);
  });

  it('sets a unique fake name of at least 4 letters or digits', async () => {
    const p = await newPlayer();
    expect((await api.post('account.changefakename', { fakename: 'Ace' }, p.cookie)).body.error.fields).toEqual({ fakename: 'Min length is 4' });
    expect((await api.post('account.changefakename', { fakename: 'Ace Two' }, p.cookie)).body.error.fields).toEqual({ fakename: 'Wrong fake name' });
    expect((await api.post('account.changefakename', { fakename: 'demoplayer' }, p.cookie)).body.error.fields).toEqual({
      fakename: 'Fake name is already taken',
    });
    expect((await api.post('account.changefakename', { fakename: `Ace${n}x` }, p.cookie)).body).toEqual({ data: 1 });
    expect((await api.get('account.getInfo', {}, p.cookie)).body.data.fakename).toBe(`Ace${n}x`);
  });
});

describe('account audit', () => {
  it('records password, two-factor, contact, subscription and fake name changes by the player, with no secret in them', async () => {
    const p = await newPlayer();
    const ip = '203.0.113.77';
    const headers = { 'X-Forwarded-For': ip };
    await api.post('account.changepassword', { old_password: 'secret12', password: 'newpass77', password_confirmation: 'newpass77' }, p.cookie, headers);
    await api.post('account.changeTwoFactorAuth', { enable: 1 }, p.cookie, headers);
    const onCode = await lastCode(p.email);
    await api.post('account.confirmTwoFactorAuth', { code: onCode }, p.cookie, headers);
    await api.post('account.changeTwoFactorAuth', { enable: 0 }, p.cookie, headers);
    const offCode = await lastCode(p.email);
    expect((await api.post('account.confirmTwoFactorAuth', { code: offCode }, p.cookie, headers)).body).toEqual({ data: 1 });
    await api.post('account.addcontact', { contact: '998907770011', phone_country_code: '998' }, p.cookie, headers);
    await api.post('account.sendconfirmationtocontact', { contact: 'phone' }, p.cookie, headers);
    const phoneCode = await lastCode('998907770011');
    await api.post('account.confirmContact', { contact: 'phone', code: phoneCode }, p.cookie, headers);
    await api.post('account.changeSubscription', { contact: 'phone', subscription: 1 }, p.cookie, headers);
    await api.post('account.changefakename', { fakename: `Audit${n}x` }, p.cookie, headers);

    const log = (await auditOf(s.database.db, p.uid)).reverse();
    expect(log.map((e) => e.action)).toEqual([
      'password.changed',
      'two_factor.enabled',
      'two_factor.disabled',
      'contact.added',
      'contact.confirmed',
      'subscription.changed',
      'fakename.changed',
    ]);
    expect(log.every((e) => e.actor === 'player')).toBe(true);
    expect(log[0]!.ip).toBe(ip);
    expect(log.find((e) => e.action === 'subscription.changed')!.details).toEqual({ kind: 'phone', subscribed: true });
    expect(log.find((e) => e.action === 'contact.confirmed')!.details).toEqual({ kind: 'phone' });
    const written = JSON.stringify(log);
    for (const secret of ['secret12', 'newpass77', onCode, offCode, phoneCode]) expect(written).not.toContain(secret);
  });

  it('writes nothing for a change that was refused', async () => {
    const p = await newPlayer();
    await api.post('account.changepassword', { old_password: 'wrong1', password: 'newpass77', password_confirmation: 'newpass77' }, p.cookie);
    await api.post('account.addcontact', { contact: '12025550123', phone_country_code: '1' }, p.cookie);
    await api.post('account.changefakename', { fakename: 'demoplayer' }, p.cookie);
    expect(await auditOf(s.database.db, p.uid)).toEqual([]);
  });
});
