import type { CmsSection } from '../content/sections';
import { CHAT_DEMO_ORIGIN } from '../chat-demo';
import { DEMO_BRAND } from './brand';
import { mediaUrl } from '../content/media';

const BRAND = DEMO_BRAND.name;

type Locale = 'uz' | 'ru';

export interface SeedEntry {
  collection: string;
  locale: Locale | null;
  data: Record<string, unknown>;
}

/** Validator messages of spec §5 ($$min$$/$$max$$ filled in by the forms). */
const VALIDATOR_MESSAGES: Record<Locale, Record<string, string>> = {
  ru: {
    required: 'Обязательное поле',
    email: 'Неверный адрес электронной почты',
    minLength: 'Минимальная длина $$min$$',
    maxLength: 'Максимальная длина $$max$$',
    phone: 'Неверный номер телефона',
    fakeName: 'Неверный псевдоним',
    password: 'Неверный пароль',
    name: 'Недопустимые символы в имени',
    address: 'Неверный адрес',
    iban: 'Неверный IBAN',
    sameAs: 'Поля не совпадают',
    regex: 'Неверный формат',
    cardNumber: 'Неверный номер карты',
    minValue: 'Минимальное значение $$min$$',
    maxValue: 'Максимальное значение $$max$$',
    date: 'Неверная дата',
  },
  uz: {
    required: 'Majburiy maydon',
    email: 'Elektron pochta manzili notoʻgʻri',
    minLength: 'Eng kam uzunlik $$min$$',
    maxLength: 'Eng koʻp uzunlik $$max$$',
    phone: 'Telefon raqami notoʻgʻri',
    fakeName: 'Taxallus notoʻgʻri',
    password: 'Parol notoʻgʻri',
    name: 'Ismda ruxsat etilmagan belgilar bor',
    address: 'Manzil notoʻgʻri',
    iban: 'IBAN notoʻgʻri',
    sameAs: 'Maydonlar mos kelmadi',
    regex: 'Format notoʻgʻri',
    cardNumber: 'Karta raqami notoʻgʻri',
    minValue: 'Eng kam qiymat $$min$$',
    maxValue: 'Eng koʻp qiymat $$max$$',
    date: 'Sana notoʻgʻri',
  },
};

/** Settings shared by both languages, then each language's texts (merged per section). */
/** Phone masks of spec §5 by country code (the phone country codes the account service accepts). */
const PHONE_MASKS = {
  '998': '+998 ## ###-##-##',
  '7': '+7 (###) ###-##-##',
  '996': '+996 ### ###-###',
  '992': '+992 ## ###-####',
  '993': '+993 ## ##-##-##',
};
/** Card numbers of 12 to 19 digits in fours. */
const CARD_MASK = '#### #### #### #### ###';

function cmsConfig(): SeedEntry[] {
  const shared: Record<CmsSection, Record<string, unknown>> = {
    'settings-seo': {
      seoUrls: {
        deposit: '/cashier/deposit/{name}',
        game: '/game/{name}',
        jackpot: '/jackpots/{name}',
        offer: '/offers/{name}',
        promotion: '/promotions/{name}',
        tournament: '/tournaments/{name}',
        tournamentGamehall: '/tournaments/{name}/gamehall',
      },
      redirects: [
        { from_url: '/casino', to_url: '/gamehall' },
        { from_url: '/slots/*', to_url: '/gamehall?category=slot' },
        { from_url: '/live-casino', to_url: '/gamehall?category=live' },
        { from_url: '/bonus', to_url: '/promotions' },
      ],
      favicon: { ico: '/favicon.ico', svg: mediaUrl('logos', 'favicon'), appleTouch: mediaUrl('loyalty', 'apple-touch-icon') },
    },
    'prazer-config': {
      siteName: BRAND,
      logos: {
        desktop: mediaUrl('logos', DEMO_BRAND.logo),
        mobile: mediaUrl('logos', DEMO_BRAND.monogram),
        footer: mediaUrl('logos', `${DEMO_BRAND.logo}-footer`),
      },
      features: {
        twoFactorAuth: true,
        identityVerification: true,
        responsibleGaming: true,
        betHistory: true,
        bettingNotice: false,
        clickableTitle: true,
      },
      balanceRefresh: {
        isEnabledInterval: true,
        countSecondsForInterval: 10,
        isEnabledTurnOffRequests: true,
        countMinutesAfterWhichRequestsTurnedOff: 5,
        isEnabledRequestsAfterClick: true,
        countSecondsForDelayBetweenClick: 1,
      },
      loader: { type: 'logo', image: mediaUrl('logos', DEMO_BRAND.monogram) },
      popups: { authPopupEnabled: true, fallback: { campaign: null } },
      // The demo's chat: JivoChat's loader pointed at the stand-in this server serves in the demo
      // (an operator sets their own widget id and drops scriptOrigin: the vendor's is the default).
      chat: {
        type: 'jivoSite',
        isEnabled: true,
        providers: {
          liveChat: { license: 0 },
          freshChat: { token: '', host: '' },
          jivoSite: { widgetId: 'DemoChat', scriptOrigin: CHAT_DEMO_ORIGIN },
          verbox: { id: '' },
          live_tex: { liveTexID: 0 },
          comm100: { siteId: 0, codePlan: 0 },
          betunlim: { scriptUrl: '' },
        },
      },
      // The description field each kind takes its picture from (remotes fall back to image_url).
      imageKeys: { banner: 'image_url', offer: 'image_url', jackpot: 'image_url', tournament: 'image_url', product: 'image_url', character: 'image_url' },
      toast: { time: 5000 },
    },
    'cashier-config': {
      depositView: 'container',
      showMethodSysnameInUrl: true,
      defaultCurrency: 'USD',
      amounts: {
        USD: [{ value: 10 }, { value: 25 }, { value: 50 }, { value: 100 }, { value: 250 }],
        EUR: [{ value: 10 }, { value: 25 }, { value: 50 }, { value: 100 }, { value: 250 }],
        UZS: [{ value: 100000 }, { value: 250000 }, { value: 500000 }, { value: 1000000 }],
        RUB: [{ value: 1000 }, { value: 2500 }, { value: 5000 }, { value: 10000 }],
      },
      // Spec §8: buttons of refused withdrawals, by error (links relative to the locale root).
      withdrawErrorButtons: {
        // The confirmation page; the cashier names the contact and the way back to the withdrawal.
        UserNeedConfirmContact: { show: true, link: '/confirmation' },
        KycWithdrawal: { show: true, link: '/profile/verification' },
        WithdrawalLimitsExceeded: { show: true, link: '/support' },
        WithdrawalLimitsPeriodExceeded: { show: true, link: '/cashier/history?tab=withdrawal' },
      },
      historyPageSize: 4,
    },
    'games-config': {
      display: {
        type: 'grid',
        canAccessSlotWithZeroBalance: false,
        canVisibleFavoriteIcon: true,
        visibleFullScreen: 'all',
        contentViewType: 'default',
      },
      pageSizes: { hall: 15, tournament: 12, all: 300 },
      virtualScroll: { limit: 1000, buffer: 200 },
      sportsbookSysname: 'dgt_sportsbook',
      categoryRedirects: { slots: 'slot', 'live-casino': 'live' },
    },
    'search-config': {
      minQueryLength: 2,
      debounceMs: 250,
      resultsLimit: 30,
      showProviders: true,
    },
    loyalty: {
      isEnabled: true,
      programSysname: 'star-club',
      notification: { durationMs: 5000, soundVolume: 0.5, delayMs: 300, sound: null },
      shop: { isEnabled: true },
      characterSelect: true,
    },
    'forms-config': {
      validationStrategy: 'eager',
      // The login's mask applies when the site signs in by phone only (auth-config authTypes).
      registration: [
        { name: 'login', type: 'login', isRequired: true, mask: PHONE_MASKS['998'] },
        { name: 'password', type: 'password', isRequired: true },
        { name: 'currency', type: 'select', isRequired: true, currencyConditions: ['USD', 'EUR', 'UZS', 'RUB'] },
        { name: 'promo_code', type: 'promocode', isRequired: false },
        { name: 'terms', type: 'checkbox', isRequired: true },
      ],
      restore: [{ name: 'login', type: 'login', isRequired: true, mask: PHONE_MASKS['998'] }],
      profileSettings: [
        { name: 'first_name', type: 'name', isRequired: false },
        { name: 'last_name', type: 'name', isRequired: false },
        { name: 'sex', type: 'sex', isRequired: false },
        { name: 'birth_date', type: 'date', isRequired: false, min: '1900-01-01', mask: '##.##.####' },
        { name: 'document_number', type: 'documentNumber', isRequired: false, mask: { cpf: '###.###.###-##' } },
        { name: 'address', type: 'address', isRequired: false },
        { name: 'postcode', type: 'postcode', isRequired: false },
        { name: 'email', type: 'email', isRequired: false },
        { name: 'phone', type: 'phone', isRequired: false, mask: PHONE_MASKS },
      ],
      // Payment details by name, then by type (a method's own field names differ).
      // The phone methods (Payme) are Uzbek.
      deposit: [
        { name: 'cardNumber', type: 'cardNumber', mask: CARD_MASK },
        { name: 'phone', type: 'phone', mask: PHONE_MASKS['998'] },
      ],
      withdraw: [
        { name: 'cardNumber', type: 'cardNumber', mask: CARD_MASK },
        { name: 'phone', type: 'phone', mask: PHONE_MASKS['998'] },
      ],
    },
    'auth-config': {
      registration: {
        confirmEmailPopup: true,
        characterSelect: false,
        promocode: true,
        promoFieldShownByDefault: false,
        terms: true,
        notify: true,
        markBetting: { isActive: true, defaultValue: false },
      },
      authTypes: ['email', 'phone'],
      social: [],
    },
    'meta-data-tool': {
      analytics: { tagManagerId: '', tagId: '', googleId: '', yandexId: '' },
      customCode: [
        { isEnabled: false, position: 'head', code: '<!-- operator head code -->' },
        { isEnabled: false, position: 'bodyStart', code: '' },
        { isEnabled: false, position: 'bodyEnd', code: '' },
      ],
    },
  };

  const texts: Record<Locale, Partial<Record<CmsSection, Record<string, unknown>>>> = {
    ru: {
      'settings-seo': {
        defaultTitle: `${BRAND} — онлайн-казино и ставки`,
        defaultDescription: 'Слоты, live-казино, турниры и джекпоты. Бонус 100% на первый депозит.',
      },
      'forms-config': { messages: VALIDATOR_MESSAGES.ru },
      'auth-config': { termsLink: '/ru/terms', termsText: 'Мне есть 18 лет, я принимаю правила сайта' },
      loyalty: {
        // The points' name with its plural forms (Intl.PluralRules categories); a plain string also works.
        pointsAlias: { one: 'звезда', few: 'звезды', many: 'звёзд', other: 'звезды' },
        levelRewards: {
          bronze: 'Магазин звёзд и еженедельный кешбэк',
          silver: 'Кешбэк выше и бонус ко дню рождения',
          gold: 'Повышенный кешбэк и ускоренные выплаты',
          platinum: 'Личные турниры и подарки',
          diamond: 'Персональный менеджер и эксклюзивные призы',
        },
      },
      'prazer-config': { footerText: 'Игра может вызывать зависимость. Играйте ответственно. 18+' },
      // Suggestions in the player's language; the search finds them in any language (games.get `query`).
      'search-config': { popularQueries: ['рулетка', 'блэкджек', 'фрукты', 'дракон', 'краш'] },
    },
    uz: {
      'settings-seo': {
        defaultTitle: `${BRAND} — onlayn kazino va stavkalar`,
        defaultDescription: 'Slotlar, jonli kazino, turnirlar va jekpotlar. Birinchi depozitga 100% bonus.',
      },
      'forms-config': { messages: VALIDATOR_MESSAGES.uz },
      'auth-config': { termsLink: '/terms', termsText: 'Menga 18 yosh toʻlgan va sayt qoidalarini qabul qilaman' },
      loyalty: {
        // Uzbek keeps the noun singular after a number: "10 yulduz".
        pointsAlias: { one: 'yulduz', other: 'yulduz' },
        levelRewards: {
          bronze: 'Yulduzlar doʻkoni va haftalik keshbek',
          silver: 'Yuqoriroq keshbek va tugʻilgan kun bonusi',
          gold: 'Oshirilgan keshbek va tezkor toʻlovlar',
          platinum: 'Shaxsiy turnirlar va sovgʻalar',
          diamond: 'Shaxsiy menejer va eksklyuziv sovrinlar',
        },
      },
      'prazer-config': { footerText: 'Oʻyin qaramlikka olib kelishi mumkin. Masʼuliyat bilan oʻynang. 18+' },
      'search-config': { popularQueries: ['ruletka', 'blekjek', 'mevalar', 'ajdar', 'krash'] },
    },
  };

  const entries: SeedEntry[] = Object.entries(shared).map(([section, settings]) => ({
    collection: 'cms-config',
    locale: null,
    data: { section, settings },
  }));
  for (const locale of ['uz', 'ru'] as const) {
    for (const [section, settings] of Object.entries(texts[locale])) {
      entries.push({ collection: 'cms-config', locale, data: { section, settings } });
    }
  }
  return entries;
}

const ORGANIZATION = {
  name: BRAND,
  url: 'http://localhost:8080',
  logo: mediaUrl('logos', DEMO_BRAND.logo),
  contactPoint: { telephone: '+998 71 000 00 00', contactType: 'customer support', areaServed: 'UZ', availableLanguage: ['uz', 'ru'] },
  sameAs: [],
};

/** SEO records per page (spec §3). */
function seos(): SeedEntry[] {
  const pages: Array<{ url: string; uz: [string, string]; ru: [string, string]; faq?: boolean }> = [
    {
      url: '/',
      uz: [`${BRAND} — onlayn kazino`, 'Slotlar, jonli kazino va sport stavkalari bir joyda. Birinchi depozitga 100% bonus va haftalik turnirlar.'],
      ru: [`${BRAND} — онлайн-казино`, 'Слоты, live-казино и ставки на спорт в одном месте. Бонус 100% на первый депозит и еженедельные турниры.'],
      faq: true,
    },
    { url: '/gamehall', uz: ['Oʻyinlar zali', '600 dan ortiq slot va stol oʻyinlari.'], ru: ['Игровой зал', 'Более 600 слотов и настольных игр.'] },
    {
      url: '/jackpots',
      uz: ['Jekpotlar', 'Har bir stavka bilan oʻsib boruvchi jekpotlar va ularning soʻnggi gʻoliblari.'],
      ru: ['Джекпоты', 'Джекпоты, растущие с каждой ставкой, и их последние победители.'],
    },
    {
      url: '/tournaments',
      uz: ['Turnirlar', 'Slot va jonli kazino turnirlari: reytingda koʻtariling va sovrin jamgʻarmasidan ulush oling.'],
      ru: ['Турниры', 'Турниры по слотам и live-казино: поднимайтесь в таблице и забирайте долю призового фонда.'],
    },
    {
      url: '/promotions',
      uz: ['Aksiyalar', 'Depozit bonuslari, bepul aylanishlar, keshbek va promokodlar.'],
      ru: ['Акции', 'Бонусы на депозит, бесплатные вращения, кешбэк и промокоды.'],
    },
    {
      url: '/offers',
      uz: ['Takliflar', 'Depozit bonuslari, bepul aylanishlar va promokodlar: oʻzingizga mosini tanlang.'],
      ru: ['Предложения', 'Бонусы на депозит, бесплатные вращения и промокоды: выберите своё.'],
    },
    {
      url: '/loyalty',
      uz: ['Sadoqat dasturi', 'Har bir stavka uchun yulduz yigʻing, darajangizni oshiring va yulduzlarni bonuslarga almashtiring.'],
      ru: ['Программа лояльности', 'Копите звёзды за каждую ставку, повышайте уровень и обменивайте звёзды на бонусы.'],
    },
    { url: '/providers', uz: ['Provayderlar', 'Slot, stol va jonli oʻyinlar studiyalari.'], ru: ['Провайдеры', 'Студии слотов, настольных и live-игр.'] },
    { url: '/winners', uz: ['Gʻoliblar', 'Oʻyinchilarimizning soʻnggi yirik yutuqlari.'], ru: ['Победители', 'Последние крупные выигрыши наших игроков.'] },
    {
      url: '/game/{name}',
      uz: ['{name} — bepul va pulga oʻynang', '{name} oʻyini: demo rejim va haqiqiy stavkalar.'],
      ru: ['{name} — играть бесплатно и на деньги', 'Игра {name}: демо-режим и реальные ставки.'],
    },
    {
      url: '/tournaments/{name}',
      uz: ['{name} turniri', 'Turnir shartlari, sovrinlar va jonli reyting.'],
      ru: ['Турнир {name}', 'Условия турнира, призы и таблица лидеров.'],
    },
  ];
  const out: SeedEntry[] = [];
  for (const p of pages) {
    for (const locale of ['uz', 'ru'] as const) {
      const [title, description] = p[locale];
      const prefix = locale === 'ru' ? '/ru' : '';
      out.push({
        collection: 'seos',
        locale,
        data: {
          url: p.url,
          title,
          description,
          robots: 'index, follow',
          canonical: `${prefix}${p.url === '/' ? '' : p.url}` || '/',
          meta: [{ name: 'keywords', content: locale === 'ru' ? 'казино, слоты, ставки' : 'kazino, slotlar, stavkalar' }],
          openGraph: {
            title,
            description,
            type: 'website',
            // Upload objects in the stored form; the API flattens them to their url.
            image: {
              data: {
                id: 1,
                attributes: {
                  url: mediaUrl('og', p.url === '/' ? 'home' : p.url.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'page'),
                  mime: 'image/svg+xml',
                },
              },
            },
          },
          schemaFaq: p.faq
            ? [
                {
                  question: locale === 'ru' ? 'Как начать играть?' : 'Qanday oʻynashni boshlash mumkin?',
                  answer:
                    locale === 'ru'
                      ? 'Зарегистрируйтесь, пополните счёт и выберите игру в зале.'
                      : 'Roʻyxatdan oʻting, hisobni toʻldiring va zaldan oʻyin tanlang.',
                },
                {
                  question: locale === 'ru' ? 'Можно ли играть бесплатно?' : 'Bepul oʻynash mumkinmi?',
                  answer:
                    locale === 'ru'
                      ? 'Да, большинство игр можно запустить в демо-режиме без регистрации.'
                      : 'Ha, aksariyat oʻyinlarni roʻyxatdan oʻtmasdan demo rejimida ochish mumkin.',
                },
              ]
            : [],
          schemaArticle: null,
          organization: ORGANIZATION,
          product: null,
          text:
            p.url === '/'
              ? locale === 'ru'
                ? `<p>${BRAND} — лицензированная игровая платформа.</p>`
                : `<p>${BRAND} — litsenziyalangan oʻyin platformasi.</p>`
              : '',
          replacements: p.url.includes('{name}') ? { name: 'name' } : {},
        },
      });
    }
  }
  return out;
}

function domainSeo(): SeedEntry[] {
  const hosts = ['localhost', '127.0.0.1', 'localhost:8080', '127.0.0.1:8080'];
  return hosts.map((host) => ({
    collection: 'domain-seo-settings',
    locale: null,
    data: {
      host,
      robots: 'index, follow',
      favicon: {
        ico: { data: { id: 2, attributes: { url: '/favicon.ico', mime: 'image/x-icon' } } },
        svg: { data: { id: 3, attributes: { url: mediaUrl('logos', 'favicon'), mime: 'image/svg+xml' } } },
        png192: { data: { id: 4, attributes: { url: mediaUrl('loyalty', 'icon-192'), mime: 'image/svg+xml' } } },
      },
      organization: ORGANIZATION,
      robotsTxt: 'User-agent: *\nDisallow: /cashier\nDisallow: /profile\nDisallow: /dev/\n',
    },
  }));
}

function pages(): SeedEntry[] {
  const page = (slug: string, locale: Locale, title: string, html: string): SeedEntry => ({
    collection: 'pages',
    locale,
    data: { slug, title, html },
  });
  return [
    page(
      'about',
      'uz',
      'Biz haqimizda',
      `<h2>${BRAND}</h2><p>${BRAND} — Oʻzbekiston va MDH oʻyinchilari uchun onlayn kazino va sport stavkalari platformasi. Biz tez toʻlovlar, halol oʻyin va masʼuliyatli oʻyin vositalarini birinchi oʻringa qoʻyamiz.</p><ul><li>600 dan ortiq slot, stol va jonli oʻyinlar</li><li>Haftalik turnirlar va oʻsib boruvchi jekpotlar</li><li>Soʻm, rubl, dollar va yevroda hisob</li><li>24/7 qoʻllab-quvvatlash oʻzbek va rus tillarida</li></ul>`,
    ),
    page(
      'about',
      'ru',
      'О нас',
      `<h2>${BRAND}</h2><p>${BRAND} — платформа онлайн-казино и ставок на спорт для игроков Узбекистана и СНГ. Для нас главное — быстрые выплаты, честная игра и инструменты ответственной игры.</p><ul><li>Более 600 слотов, настольных и live-игр</li><li>Еженедельные турниры и растущие джекпоты</li><li>Счёт в сумах, рублях, долларах и евро</li><li>Поддержка 24/7 на узбекском и русском</li></ul>`,
    ),
    page(
      'terms',
      'uz',
      'Foydalanish shartlari',
      '<h2>Umumiy qoidalar</h2><p>Saytdan faqat 18 yoshga toʻlgan shaxslar foydalanishi mumkin.</p><h3>Hisob</h3><p>Har bir oʻyinchi faqat bitta hisob ochishi mumkin. Pul yechishdan oldin shaxsingizni tasdiqlashimizni soʻrashimiz mumkin.</p><h3>Bonuslar</h3><p>Bonuslar aksiya shartlariga muvofiq beriladi va koʻrsatilgan marta aylantirilgandan keyin yechib olinadi.</p><h3>Masʼuliyatli oʻyin</h3><p>Profilingizda depozit limitlarini oʻrnatishingiz yoki oʻzingizni oʻyindan chetlatishingiz mumkin.</p>',
    ),
    page(
      'terms',
      'ru',
      'Правила и условия',
      '<h2>Общие положения</h2><p>Пользоваться сайтом могут только лица, достигшие 18 лет.</p><h3>Счёт</h3><p>Каждый игрок может открыть только один счёт. Перед выплатой мы можем попросить подтвердить личность.</p><h3>Бонусы</h3><p>Бонусы начисляются по условиям акций и становятся доступны к выводу после отыгрыша.</p><h3>Ответственная игра</h3><p>В профиле можно установить лимиты депозитов или исключить себя из игры.</p>',
    ),
    page(
      'privacy',
      'uz',
      'Maxfiylik siyosati',
      '<h2>Maʼlumotlaringiz</h2><p>Biz faqat hisobni yuritish, toʻlovlarni amalga oshirish va qonun talablarini bajarish uchun zarur boʻlgan maʼlumotlarni saqlaymiz. Maʼlumotlaringizni uchinchi shaxslarga sotmaymiz.</p><p>Savollar uchun: <a href="mailto:privacy@example.com">privacy@example.com</a></p>',
    ),
    page(
      'privacy',
      'ru',
      'Политика конфиденциальности',
      '<h2>Ваши данные</h2><p>Мы храним только данные, необходимые для ведения счёта, проведения платежей и выполнения требований закона. Мы не продаём ваши данные третьим лицам.</p><p>Вопросы: <a href="mailto:privacy@example.com">privacy@example.com</a></p>',
    ),
  ];
}

/** Run-time overrides of interface strings (operators change texts without a release). */
function translations(): SeedEntry[] {
  return [
    { collection: 'translations', locale: 'uz', data: { namespace: 'shell', strings: { 'footer.support': 'Yordam 24/7' } } },
    { collection: 'translations', locale: 'ru', data: { namespace: 'shell', strings: { 'footer.support': 'Поддержка 24/7' } } },
  ];
}

/** The support page (support.getsettings): channels, hours and questions; answers are sanitised when read. */
function support(): SeedEntry[] {
  const channels = (chat: string) => [
    { type: 'chat', value: 'chat', label: chat },
    { type: 'email', value: 'support@example.com', label: 'support@example.com' },
    { type: 'telegram', value: 'https://t.me/example_support', label: '@example_support' },
  ];
  return [
    {
      collection: 'support',
      locale: 'uz',
      data: {
        channels: channels('Onlayn chat'),
        hours: 'Har kuni, 24/7',
        faq: [
          {
            question: 'Hisobni qanday toʻldiraman?',
            answer: '<p><a href="/cashier/deposit">Kassa</a> sahifasida toʻlov usulini tanlang va summani kiriting.</p>',
          },
          { question: 'Pul qancha vaqtda yechiladi?', answer: '<p>Odatda 24 soat ichida. Shaxsingiz tasdiqlangan boʻlishi kerak.</p>' },
          { question: 'Parolni unutdim', answer: '<p>Kirish oynasida <strong>Parolni tiklash</strong> tugmasini bosing.</p>' },
        ],
      },
    },
    {
      collection: 'support',
      locale: 'ru',
      data: {
        channels: channels('Онлайн-чат'),
        hours: 'Ежедневно, 24/7',
        faq: [
          { question: 'Как пополнить счёт?', answer: '<p>На странице <a href="/ru/cashier/deposit">кассы</a> выберите способ оплаты и введите сумму.</p>' },
          { question: 'Сколько идёт вывод?', answer: '<p>Обычно до 24 часов. Личность должна быть подтверждена.</p>' },
          { question: 'Я забыл пароль', answer: '<p>В окне входа нажмите <strong>Восстановить пароль</strong>.</p>' },
        ],
      },
    },
  ];
}

export function contentEntries(): SeedEntry[] {
  return [...cmsConfig(), ...seos(), ...domainSeo(), ...pages(), ...translations(), ...support()];
}
